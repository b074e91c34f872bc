// Attribution (docs/decisions/013-programmes.md): a workspace created while a visitor's tracking
// cookie names a click of an approved affiliate, within the cookie's 30 days, is referred by that
// affiliate (the cookie holds the last click: last click wins). A referral that looks like the
// affiliate's own (their own address, PayPal address or e-mail domain) is kept but flagged, so
// its commissions wait for an admin instead of being paid automatically.
import { and, eq, gt } from 'drizzle-orm';
import { AFFILIATE_TERMS } from '../../contracts/affiliates.js';
import type { Tx } from '../db/client.js';
import {
  affiliateClicks,
  affiliateReferrals,
  affiliates,
  memberships,
  users,
} from '../db/schema/index.js';

/** Public mail providers: sharing one of these domains with a customer says nothing. */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'zoho.com',
]);

const domainOf = (email: string | null) => email?.split('@')[1]?.toLowerCase() ?? null;

/** Why a referral is held for review, or null when it looks like a real customer. */
export function selfReferralReason(
  customerEmail: string | null,
  affiliate: { userEmail: string | null; paypalEmail: string },
): string | null {
  if (!customerEmail) return null;
  const email = customerEmail.toLowerCase();
  if (
    email === affiliate.userEmail?.toLowerCase() ||
    email === affiliate.paypalEmail.toLowerCase()
  ) {
    return 'own e-mail address';
  }
  const domain = domainOf(email);
  if (!domain || PUBLIC_MAIL_DOMAINS.has(domain)) return null;
  if (domain === domainOf(affiliate.userEmail) || domain === domainOf(affiliate.paypalEmail)) {
    return 'own e-mail domain';
  }
  return null;
}

export async function attributeReferral(
  tx: Tx,
  opts: {
    clickToken: string | undefined;
    workspaceId: string;
    userId: string;
    email: string | null;
  },
  now = new Date(),
): Promise<void> {
  if (!opts.clickToken) return;
  const since = new Date(now.getTime() - AFFILIATE_TERMS.cookieDays * 86_400_000);
  const [hit] = await tx
    .select({
      clickId: affiliateClicks.id,
      affiliateId: affiliates.id,
      userId: affiliates.userId,
      paypalEmail: affiliates.paypalEmail,
      userEmail: users.email,
    })
    .from(affiliateClicks)
    .innerJoin(affiliates, eq(affiliates.id, affiliateClicks.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(
      and(
        eq(affiliateClicks.token, opts.clickToken),
        gt(affiliateClicks.clickedAt, since),
        eq(affiliates.status, 'approved'),
      ),
    );
  if (!hit) return;
  // the affiliate's own workspace: they are a member of it
  const member = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, opts.workspaceId), eq(memberships.userId, hit.userId)));
  const reason =
    hit.userId === opts.userId || member.length > 0
      ? 'own workspace'
      : selfReferralReason(opts.email, hit);
  await tx
    .insert(affiliateReferrals)
    .values({
      workspaceId: opts.workspaceId,
      affiliateId: hit.affiliateId,
      clickId: hit.clickId,
      flaggedReason: reason,
    })
    .onConflictDoNothing({ target: affiliateReferrals.workspaceId });
  await tx
    .update(affiliateClicks)
    .set({ converted: true })
    .where(eq(affiliateClicks.id, hit.clickId));
}
