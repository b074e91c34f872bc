// Per-person limits kept in the database (so they hold across web processes): questions per
// hour and conversations per hour, for a signed-in user or a signed-out browser alike. A
// signed-out visitor is counted by their cookie and by their client address together (issue 30):
// dropping the cookie starts no new quota, which matters where a language model costs money per
// answer. The per-address request rate is the route's rate limit on top.
import { and, count, eq, gt, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { CHAT_MSG } from '../../../contracts/chat.js';
import type { Db } from '../../db/client.js';
import { chatConversations, chatMessages } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { ownedBy, type ChatOwner } from './chat-owner.js';

/** New conversations per owner (or signed-out client address) per hour. */
export const CONVERSATIONS_PER_HOUR = 30;
const HOUR_AGO = sql`now() - interval '1 hour'`;

/** The client address a signed-out visitor's rows carry; none for a signed-in person. */
export const visitorIpOf = (owner: ChatOwner, ip: string): string | null =>
  owner.userId === undefined ? ip : null;

export async function checkMessageQuota(db: Db, owner: ChatOwner, ip: string, perHour: number) {
  const visitorIp = visitorIpOf(owner, ip);
  const whose: SQL = visitorIp
    ? or(ownedBy(owner), eq(chatMessages.visitorIp, visitorIp))!
    : ownedBy(owner);
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(whose, eq(chatMessages.role, 'user'), gt(chatMessages.createdAt, HOUR_AGO)));
  if ((row?.n ?? 0) >= perHour) throw new AppError('rate_limited', CHAT_MSG.tooManyMessages);
}

export async function checkConversationQuota(db: Db, owner: ChatOwner, ip: string) {
  const visitorIp = visitorIpOf(owner, ip);
  const whose: SQL = visitorIp
    ? or(ownedBy(owner), eq(chatConversations.visitorIp, visitorIp))!
    : ownedBy(owner);
  const [row] = await db
    .select({ n: count() })
    .from(chatConversations)
    .where(and(whose, gt(chatConversations.createdAt, HOUR_AGO)));
  if ((row?.n ?? 0) >= CONVERSATIONS_PER_HOUR) {
    throw new AppError('rate_limited', CHAT_MSG.tooManyConversations);
  }
}

/** A visitor's address is kept for the quota only: forgotten after a day (hourly job). */
export async function forgetVisitorIps(db: Db): Promise<number> {
  const dayAgo = sql`now() - interval '1 day'`;
  const a = await db
    .update(chatMessages)
    .set({ visitorIp: null })
    .where(and(isNotNull(chatMessages.visitorIp), lt(chatMessages.createdAt, dayAgo)));
  const b = await db
    .update(chatConversations)
    .set({ visitorIp: null })
    .where(and(isNotNull(chatConversations.visitorIp), lt(chatConversations.createdAt, dayAgo)));
  return (a.rowCount ?? 0) + (b.rowCount ?? 0);
}
