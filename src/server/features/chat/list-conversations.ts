import { desc } from 'drizzle-orm';
import type { ChatConversation } from '../../../contracts/chat.js';
import type { Db } from '../../db/client.js';
import { chatConversations } from '../../db/schema/index.js';
import { ownedBy, type ChatOwner } from './chat-owner.js';

/** Most recently active first (spec §4: the first listed is selected on load). */
export async function listConversations(
  db: Db,
  owner: ChatOwner | null,
): Promise<ChatConversation[]> {
  if (!owner) return [];
  const rows = await db
    .select()
    .from(chatConversations)
    .where(ownedBy(owner))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.createdAt))
    .limit(100);
  return rows.map((r) => ({ id: r.id, title: r.title, updatedAt: r.updatedAt.toISOString() }));
}
