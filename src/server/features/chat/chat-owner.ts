// Whose conversations a request may see: the signed-in user's, or a signed-out visitor's, tied
// to an httpOnly cookie holding a random token of which only the hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_MSG } from '../../../contracts/api-keys.js';
import type { Config } from '../../config.js';
import { chatConversations } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export const VISITOR_COOKIE = 'pm_chat';
const VISITOR_MAX_AGE_S = 30 * 24 * 3600;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export type ChatOwner =
  { userId: string; visitorHash?: undefined } | { userId?: undefined; visitorHash: string };

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The owner a request speaks for, or null for a visitor who has not chatted yet. */
export function ownerOf(req: FastifyRequest): ChatOwner | null {
  // the chat is for people: an API key (acting for a script) has no conversations
  if (req.actor?.apiKeyId) throw new AppError('forbidden', API_KEY_MSG.keyNotAllowed);
  if (req.actor) return { userId: req.actor.userId };
  const token = req.cookies[VISITOR_COOKIE];
  return token && TOKEN_FORMAT.test(token) ? { visitorHash: hash(token) } : null;
}

/** As ownerOf, giving a new visitor their cookie first. */
export function ensureOwner(req: FastifyRequest, reply: FastifyReply, config: Config): ChatOwner {
  const owner = ownerOf(req);
  if (owner) return owner;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, token, {
    path: '/api/chat',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl?.startsWith('https:') ?? false,
    maxAge: VISITOR_MAX_AGE_S,
  });
  return { visitorHash: hash(token) };
}

/** The SQL condition "this conversation belongs to the owner". */
export function ownedBy(owner: ChatOwner): SQL {
  return owner.userId !== undefined
    ? eq(chatConversations.userId, owner.userId)
    : eq(chatConversations.visitorHash, owner.visitorHash);
}
