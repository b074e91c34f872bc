// Attribution (docs/decisions/013-programmes.md): a workspace created while a visitor's tracking
// cookie names a click of an approved affiliate, within the cookie's 30 days, is referred by that
// affiliate (the cookie holds the last click: last click wins). A referral that looks like the
// affiliate's own (their own address, PayPal address or e-mail domain) is kept but flagged, so
// its commissions wait for an admin instead of being paid automatically.
import { sql } from 'drizzle-orm';
import { AFFILIATE_TERMS } from '../../contracts/affiliates.js';
import type { Tx } from '../db/client.js';

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
  const { rows } = await tx.execute(sql`
    SELECT c.id AS click_id, a.id AS affiliate_id, a.user_id, a.paypal_email, u.email AS user_email
    FROM affiliate_clicks c
    JOIN affiliates a ON a.id = c.affiliate_id
    JOIN users u ON u.id = a.user_id
    WHERE c.token = ${opts.clickToken} AND c.clicked_at > ${since.toISOString()}
      AND a.status = 'approved'`);
  const hit = rows[0] as
    | {
        click_id: number;
        affiliate_id: number;
        user_id: string;
        paypal_email: string;
        user_email: string | null;
      }
    | undefined;
  if (!hit) return;
  // the affiliate's own workspace: they are a member of it
  const member = await tx.execute(sql`
    SELECT 1 FROM memberships WHERE workspace_id = ${opts.workspaceId} AND user_id = ${hit.user_id}`);
  const reason =
    hit.user_id === opts.userId || member.rows.length > 0
      ? 'own workspace'
      : selfReferralReason(opts.email, {
          userEmail: hit.user_email,
          paypalEmail: hit.paypal_email,
        });
  await tx.execute(sql`
    INSERT INTO affiliate_referrals (workspace_id, affiliate_id, click_id, flagged_reason)
    VALUES (${opts.workspaceId}, ${hit.affiliate_id}, ${hit.click_id}, ${reason})
    ON CONFLICT (workspace_id) DO NOTHING`);
  await tx.execute(sql`UPDATE affiliate_clicks SET converted = true WHERE id = ${hit.click_id}`);
}
