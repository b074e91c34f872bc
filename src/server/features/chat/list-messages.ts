import { asc, eq } from 'drizzle-orm';
import type { ChatMessage } from '../../../contracts/chat.js';
import type { Db } from '../../db/client.js';
import { chatFeedback, chatMessages } from '../../db/schema/index.js';
import { toMessageDto } from './message-dto.js';

/** A conversation's messages, oldest first, with the asker's verdict on each answer. */
export async function listMessages(db: Db, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select({ m: chatMessages, helpful: chatFeedback.helpful })
    .from(chatMessages)
    .leftJoin(chatFeedback, eq(chatFeedback.messageId, chatMessages.id))
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.id))
    .limit(500);
  return rows.map((r) => toMessageDto(r.m, r.helpful));
}
