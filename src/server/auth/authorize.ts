// The one authorization module every route uses: signed-in, workspace role and platform role.
// Use the guards as route `onRequest` hooks so they run before the body is parsed or validated:
// an anonymous caller gets 401, not a validation message.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, type Permission } from '../../contracts/permissions.js';
import { API_KEY_MSG } from '../../contracts/api-keys.js';
import { MSG } from '../../contracts/messages.js';
import { AppError } from '../lib/errors.js';
import type { Actor } from './actor.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    sessionToken: string | null;
  }
}

type PreHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * What a guard admits, read back by the OpenAPI document (src/server/http/openapi.ts) so each
 * operation's security (key or session only) follows the guard the route really runs.
 */
export type GuardInfo =
  { kind: 'signed-in' } | { kind: 'permission'; permission: Permission } | { kind: 'agent' };
const GUARD = Symbol('guard');
type Guard = PreHandler & { [GUARD]: GuardInfo };

function guard(fn: PreHandler, info: GuardInfo): Guard {
  return Object.assign(fn, { [GUARD]: info });
}

/** The guard info of a route's onRequest hook(s), or null for a route anyone may call. */
export function guardOf(onRequest: unknown): GuardInfo | null {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const h of hooks) {
    if (typeof h === 'function' && GUARD in h) return (h as Guard)[GUARD];
  }
  return null;
}

/** The signed-in caller, or a 401. Use in handlers after one of the guards below. */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new AppError('unauthorized', MSG.unauthorized);
  return req.actor;
}

/** A person signed in with a session (an API key is refused: these routes are about the person). */
export const requireSignedIn: PreHandler = guard(
  async (req) => {
    if (actorOf(req).apiKeyId) throw new AppError('forbidden', API_KEY_MSG.keyNotAllowed);
  },
  { kind: 'signed-in' },
);

/** The caller may take `action` (src/contracts/permissions.ts), else 401 or 403. */
export function requirePermission(action: Permission): PreHandler {
  return guard(
    async (req) => {
      const actor = actorOf(req);
      if (!can(actor, action)) {
        throw new AppError('forbidden', actor.apiKeyId ? API_KEY_MSG.keyNotAllowed : MSG.forbidden);
      }
    },
    { kind: 'permission', permission: action },
  );
}

/**
 * A location agent's guard (decision 029): it admits an agent token only, never a session or an
 * API key; the OpenAPI document reads it to say so.
 */
export function agentGuard(fn: PreHandler): PreHandler {
  return guard(fn, { kind: 'agent' });
}
