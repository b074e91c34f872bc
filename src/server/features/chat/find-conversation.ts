import { and, eq } from 'drizzle-orm';
import { CHAT_MSG } from '../../../contracts/chat.js';
import type { Db } from '../../db/client.js';
import { chatConversations } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { ownedBy, type ChatOwner } from './chat-owner.js';

/** The owner's conversation; anyone else's (or none) is a 404, never a 403 that confirms it exists. */
export async function findConversation(db: Db, owner: ChatOwner | null, id: string) {
  if (!owner) throw notFound(CHAT_MSG.conversationNotFound);
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), ownedBy(owner)));
  if (!row) throw notFound(CHAT_MSG.conversationNotFound);
  return row;
}
