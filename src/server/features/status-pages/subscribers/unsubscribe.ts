// Following an unsubscribe link (the mail's link and button, or a mail program's one-click POST,
// RFC 8058): the subscriber and everything it was sent are forgotten. A second click finds
// nothing and says the link is used.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { statusPageSubscribers, statusPages } from '../../../db/schema/index.js';
import { hashLinkToken } from '../../../notify/status-news/subscriber-tokens.js';

/** Whether a subscription was removed. */
export async function unsubscribe(db: Db, slug: string, token: string): Promise<boolean> {
  const s = statusPageSubscribers;
  const res = await db.execute(sql`
    DELETE FROM ${s} USING ${statusPages}
     WHERE ${s.unsubscribeTokenHash} = ${hashLinkToken(token)}
       AND ${statusPages.id} = ${s.pageId} AND ${statusPages.slug} = ${slug}`);
  return (res.rowCount ?? 0) > 0;
}

/** Whether an unsubscribe link is still good (the page shown before the button is pressed). */
export async function unsubscribeTokenValid(db: Db, slug: string, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: statusPageSubscribers.id })
    .from(statusPageSubscribers)
    .innerJoin(statusPages, eq(statusPages.id, statusPageSubscribers.pageId))
    .where(
      and(
        eq(statusPageSubscribers.unsubscribeTokenHash, hashLinkToken(token)),
        eq(statusPages.slug, slug),
      ),
    );
  return row !== undefined;
}
