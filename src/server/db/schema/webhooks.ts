// Webhook endpoints of a workspace.
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { WEBHOOK_TYPES } from '../../../contracts/webhooks.js';
import { timestamps } from './columns.js';
import { workspaceIdColumn } from './owner-columns.js';

/**
 * Webhook endpoints of a workspace: generic JSON, Slack, Teams and Discord incoming webhooks, ntfy
 * topics, Telegram chats and PagerDuty services (decision 028). Telegram and PagerDuty keep '' in
 * `url`: their address comes from the configuration.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: workspaceIdColumn(),
    name: text('name').notNull(),
    type: text('type', { enum: WEBHOOK_TYPES }).notNull(),
    url: text('url').notNull(),
    /** HMAC key for X-Monitor-Signature; shown to the admin once, at creation */
    secret: text('secret').notNull(),
    /** subset of property.offline, property.online, property.timeout, alert.created */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Telegram bot token, PagerDuty routing key or ntfy access token: never answered again */
    credential: text('credential'),
    /** Telegram: the chat the bot writes to */
    chatId: text('chat_id'),
    ...timestamps(),
  },
  (t) => [index('webhooks_workspace_idx').on(t.workspaceId)],
);
