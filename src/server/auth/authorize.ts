// The one authorization module every route uses: signed-in, workspace role and platform role.
// Use the guards as route `onRequest` hooks so they run before the body is parsed or validated:
// an anonymous caller gets 401, not a validation message.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformRole, WorkspaceRole } from '../../contracts/roles.js';
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

/** The signed-in caller, or a 401. Use in handlers after one of the guards below. */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
  return req.actor;
}

export const requireSignedIn: PreHandler = async (req) => {
  actorOf(req);
};

export function requireWorkspaceRole(...roles: WorkspaceRole[]): PreHandler {
  return async (req) => {
    const actor = actorOf(req);
    if (!roles.includes(actor.workspaceRole)) throw new AppError('FORBIDDEN', MSG.forbidden);
  };
}

export function requirePlatformRole(...roles: PlatformRole[]): PreHandler {
  return async (req) => {
    const actor = actorOf(req);
    if (!actor.platformRole || !roles.includes(actor.platformRole)) {
      throw new AppError('FORBIDDEN', MSG.forbidden);
    }
  };
}

/** Staff and admins change properties, run checks, mark alerts; viewers only read. */
export const canWrite = requireWorkspaceRole('admin', 'staff');
export const adminOnly = requireWorkspaceRole('admin');
