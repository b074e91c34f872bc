// Browser push (decision 028): the installation's VAPID key pair and each member's opted-in
// browsers.
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAtColumn, timestamps } from './columns.js';
import { userIdColumn, workspaceIdColumn } from './owner-columns.js';

/** One row: made at the first start that needs it, kept so subscriptions stay valid. */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [check('vapid_keys_id_check', sql`${t.id} = 1`)],
);

/** A browser (device) of a member that receives that member's alerts as push messages. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: workspaceIdColumn(),
    userId: userIdColumn(),
    /** the push service's URL for this browser: called through the target policy */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** a label for the member's list ("Chrome on Linux") */
    device: text('device').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_member_endpoint_idx').on(t.workspaceId, t.userId, t.endpoint),
  ],
);
