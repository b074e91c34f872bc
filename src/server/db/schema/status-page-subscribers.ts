// Who hears of a status page's incidents and maintenance (issue 27, decision 030): addresses that
// subscribed themselves (double opt-in: `confirmedAt` is set once the mailed link was followed)
// and webhook URLs the page's admin added (confirmed when added). Tokens are kept hashed; the
// unsubscribe link every mail carries is kept sealed with the mail-link key (sealed-link.ts).
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { statusPages } from './status-pages.js';

export const SUBSCRIBER_KINDS = ['email', 'webhook'] as const;

export const statusPageSubscribers = pgTable(
  'status_page_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUBSCRIBER_KINDS }).notNull(),
    /** lower-cased */
    email: text('email'),
    url: text('url'),
    /** the webhook's signing secret (webhook-signature.ts) */
    secret: text('secret'),
    /** what the admin sees: the masked address, or the URL's host */
    label: text('label').notNull(),
    /** SHA-256 of the confirm token while the address is unconfirmed */
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    unsubscribeLinkSealed: text('unsubscribe_link_sealed').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('status_page_subscribers_email_idx')
      .on(t.pageId, t.email)
      .where(sql`email IS NOT NULL`),
    uniqueIndex('status_page_subscribers_url_idx')
      .on(t.pageId, t.url)
      .where(sql`url IS NOT NULL`),
    uniqueIndex('status_page_subscribers_confirm_idx')
      .on(t.confirmTokenHash)
      .where(sql`confirm_token_hash IS NOT NULL`),
    uniqueIndex('status_page_subscribers_unsubscribe_idx').on(t.unsubscribeTokenHash),
  ],
);
