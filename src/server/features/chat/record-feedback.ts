import { and, eq } from 'drizzle-orm';
import { CHAT_MSG } from '../../../contracts/chat.js';
import type { Db } from '../../db/client.js';
import { chatConversations, chatFeedback, chatMessages } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { ownedBy, type ChatOwner } from './chat-owner.js';

/** The asker marks one of the answers in their own conversations helpful or not (changeable). */
export async function recordFeedback(
  db: Db,
  owner: ChatOwner | null,
  messageId: number,
  helpful: boolean,
): Promise<void> {
  if (!owner) throw notFound(CHAT_MSG.messageNotFound);
  const [msg] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.role, 'assistant'), ownedBy(owner)));
  if (!msg) throw notFound(CHAT_MSG.messageNotFound);
  await db
    .insert(chatFeedback)
    .values({ messageId, helpful })
    .onConflictDoUpdate({
      target: chatFeedback.messageId,
      set: { helpful, updatedAt: new Date() },
    });
}
