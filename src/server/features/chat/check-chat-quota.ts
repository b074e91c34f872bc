// Per-person limits kept in the database (so they hold across web processes): questions per
// hour and conversations per hour, for a signed-in user or a signed-out browser alike. The
// per-address limit is the route's rate limit.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { CHAT_MSG } from '../../../contracts/chat.js';
import type { Db } from '../../db/client.js';
import { chatConversations, chatMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { ownedBy, type ChatOwner } from './chat-owner.js';

/** New conversations per owner per hour. */
export const CONVERSATIONS_PER_HOUR = 30;
const HOUR_AGO = sql`now() - interval '1 hour'`;

export async function checkMessageQuota(db: Db, owner: ChatOwner, perHour: number) {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(ownedBy(owner), eq(chatMessages.role, 'user'), gt(chatMessages.createdAt, HOUR_AGO)),
    );
  if ((row?.n ?? 0) >= perHour) throw new AppError('RATE_LIMITED', CHAT_MSG.tooManyMessages);
}

export async function checkConversationQuota(db: Db, owner: ChatOwner) {
  const [row] = await db
    .select({ n: count() })
    .from(chatConversations)
    .where(and(ownedBy(owner), gt(chatConversations.createdAt, HOUR_AGO)));
  if ((row?.n ?? 0) >= CONVERSATIONS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', CHAT_MSG.tooManyConversations);
  }
}
