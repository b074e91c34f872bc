// GET /track/{code}: a visit through an affiliate link. The click is recorded (once per address
// per link within a short window; never for bots) and its random token goes into the visitor's
// first-party cookie; the visitor goes on to the landing page, or to the same-site path the link
// names, never off-site. Unknown or non-approved codes redirect without recording anything.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { AFFILIATE_TERMS } from '../../../contracts/affiliates.js';
import type { AppContext } from '../../app-context.js';
import { affiliateClicks, affiliates } from '../../db/schema/index.js';

const BOT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl|wget|python-requests|httpclient|go-http|java\//i;

/** A same-site path (`/pricing?x=1`), else the landing page. */
export function landingPath(to: string | undefined): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return '/';
  // control characters (a header split) or a very long path: the landing page instead
  if ([...to].some((ch) => ch.charCodeAt(0) < 0x20) || to.length > 500) return '/';
  return to;
}

export async function trackClick(
  ctx: AppContext,
  opts: { code: string; to?: string; ip: string; userAgent: string | undefined },
  now = new Date(),
): Promise<{ location: string; token: string | null }> {
  const location = landingPath(opts.to);
  if (!opts.userAgent || BOT.test(opts.userAgent)) return { location, token: null };
  const db = ctx.database.db;
  const [affiliate] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.affiliateCode, opts.code), eq(affiliates.status, 'approved')));
  if (!affiliate) return { location, token: null };
  const since = new Date(now.getTime() - AFFILIATE_TERMS.repeatClickMinutes * 60_000);
  const [again] = await db
    .select({ token: affiliateClicks.token })
    .from(affiliateClicks)
    .where(
      and(
        eq(affiliateClicks.affiliateId, affiliate.id),
        eq(affiliateClicks.ipAddress, opts.ip),
        gt(affiliateClicks.clickedAt, since),
      ),
    )
    .orderBy(desc(affiliateClicks.clickedAt))
    .limit(1);
  if (again) return { location, token: again.token };
  const token = randomBytes(18).toString('base64url');
  await db.insert(affiliateClicks).values({
    affiliateId: affiliate.id,
    token,
    clickedAt: now,
    landingPage: location,
    ipAddress: opts.ip,
  });
  return { location, token };
}
