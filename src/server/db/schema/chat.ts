// Support chat (spec commercial §3 Chat conversation / Chat message): conversations belong to a
// signed-in user, or to a signed-out visitor's browser through a cookie whose hash is stored.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CHAT_ENGINES, CHAT_ROLES, type ChatSource } from '../../../contracts/chat.js';
import { users } from './accounts.js';
import { createdAtColumn, timestamps } from './columns.js';

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the owner when signed in */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** the owner when signed out: sha256 of the visitor cookie's random token */
    visitorHash: text('visitor_hash'),
    /** a signed-out visitor's client address, for the per-address quota (forgotten after a day) */
    visitorIp: text('visitor_ip'),
    title: text('title').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('chat_conversations_user_idx').on(t.userId, t.updatedAt),
    index('chat_conversations_visitor_idx').on(t.visitorHash, t.updatedAt),
    index('chat_conversations_visitor_ip_idx')
      .on(t.visitorIp, t.createdAt)
      .where(sql`${t.visitorIp} IS NOT NULL`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CHAT_ROLES }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAtColumn(),
    /** a signed-out visitor's question: their client address, for the per-address quota */
    visitorIp: text('visitor_ip'),
    /** assistant answers: which engine wrote it (the model, or the built-in search) */
    engine: text('engine', { enum: CHAT_ENGINES }),
    /** assistant answers: the pages it drew on */
    sources: jsonb('sources').$type<ChatSource[]>(),
    /** assistant answers: why the model was not used (it failed), shown with the answer */
    note: text('note'),
    /** assistant answers: from receiving the question to the end of the answer */
    latencyMs: integer('latency_ms'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    /** from the configured token prices at the time of the answer; 0 for the built-in engine */
    costMicroUsd: bigint('cost_micro_usd', { mode: 'number' }),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_created_idx').on(t.role, t.createdAt),
    index('chat_messages_visitor_ip_idx')
      .on(t.visitorIp, t.createdAt)
      .where(sql`${t.visitorIp} IS NOT NULL`),
  ],
);

/** Whether an answer helped: one verdict per answer, which its asker may change. */
export const chatFeedback = pgTable('chat_feedback', {
  messageId: bigint('message_id', { mode: 'number' })
    .primaryKey()
    .references(() => chatMessages.id, { onDelete: 'cascade' }),
  helpful: boolean('helpful').notNull(),
  ...timestamps(),
});
