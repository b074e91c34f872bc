// Following a confirm link: the address starts getting the page's news. The token is single-use
// (its hash is cleared); an unknown, used or malformed token confirms nothing.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { statusPageSubscribers, statusPages } from '../../../db/schema/index.js';
import { hashLinkToken } from '../../../notify/status-news/subscriber-tokens.js';

/** The page's title when the token was valid, or null. */
export async function confirmSubscription(
  db: Db,
  slug: string,
  token: string,
): Promise<{ title: string } | null> {
  const res = await db.execute<{ title: string }>(sql`
    UPDATE status_page_subscribers s SET confirmed_at = now(), confirm_token_hash = NULL
      FROM status_pages p
     WHERE s.confirm_token_hash = ${hashLinkToken(token)} AND p.id = s.page_id AND p.slug = ${slug}
    RETURNING p.title`);
  const row = res.rows[0];
  return row ?? null;
}

/** Whether a confirm link is still good (the page shown before the button is pressed). */
export async function confirmTokenValid(db: Db, slug: string, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: statusPageSubscribers.id })
    .from(statusPageSubscribers)
    .innerJoin(statusPages, eq(statusPages.id, statusPageSubscribers.pageId))
    .where(
      sql`${statusPageSubscribers.confirmTokenHash} = ${hashLinkToken(token)} AND ${statusPages.slug} = ${slug}`,
    );
  return row !== undefined;
}
