// Signed-in callers for every kind of actor, and the "route x actor -> status" matrix runner.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppContext } from '../app-context.js';
import { createSession, sessionCookieName } from '../auth/sessions.js';
import { createAccount } from '../accounts/create-account.js';

export const ACTOR_NAMES = [
  'anonymous',
  'viewer',
  'staff',
  'admin',
  'otherAdmin',
  'platformAdmin',
  'owner',
] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

export type Actor = {
  name: ActorName;
  cookie?: string;
  userId?: string;
  workspaceId?: string;
  email?: string;
};
export type Actors = Record<ActorName, Actor>;

const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.test`;

/** Makes one user (with a session) of the given kind. Call `createActors` for the full set. */
export async function createActor(
  ctx: AppContext,
  name: Exclude<ActorName, 'anonymous'>,
  join?: { workspaceId: string; role: 'admin' | 'staff' | 'viewer' },
): Promise<Actor> {
  const email = uniqueEmail(name);
  const { userId, workspaceId } = await createAccount(
    ctx.database.db,
    {
      email,
      firstName: name,
      lastName: 'Tester',
      // actors stand for established accounts; verification has tests of its own
      emailVerified: true,
      platformRole: name === 'owner' ? 'owner' : name === 'platformAdmin' ? 'admin' : null,
      joinWorkspace: join,
    },
    { plan: ctx.config.defaultPlan },
  );
  const { token } = await createSession(ctx.database.db, userId, ctx.config.session);
  return {
    name,
    cookie: `${sessionCookieName(ctx.config)}=${token}`,
    userId,
    workspaceId,
    email,
  };
}

/** admin, staff and viewer share one workspace; everyone else has their own. */
export async function createActors(ctx: AppContext): Promise<Actors> {
  const owner = await createActor(ctx, 'owner');
  const admin = await createActor(ctx, 'admin');
  const ws = admin.workspaceId!;
  return {
    anonymous: { name: 'anonymous' },
    owner,
    admin,
    staff: await createActor(ctx, 'staff', { workspaceId: ws, role: 'staff' }),
    viewer: await createActor(ctx, 'viewer', { workspaceId: ws, role: 'viewer' }),
    otherAdmin: await createActor(ctx, 'otherAdmin'),
    platformAdmin: await createActor(ctx, 'platformAdmin'),
  };
}

/**
 * Expected statuses of a matrix row: anonymous 401; the workspace's viewer, staff and admin;
 * `foreign` for callers outside the workspace (another workspace's admin, platform admin, owner),
 * who act on their own workspace (list routes: their own rows) or get 404 for this one's ids.
 */
export const byRole = (
  viewer: number,
  staff: number,
  admin: number,
  foreign = admin,
): Record<ActorName, number> => ({
  anonymous: 401,
  viewer,
  staff,
  admin,
  otherAdmin: foreign,
  platformAdmin: foreign,
  owner: foreign,
});

/** Every signed-in caller gets `status`. */
export const everyone = (status: number) => byRole(status, status, status);

/** Workspace admins get `status` (anyone's admin, in their own workspace); staff and viewers 403. */
export const adminsOnly = (status: number, foreign = status) => byRole(403, 403, status, foreign);

/** The platform's staff (owner and platform admins) get `status`; every other member 403. */
export const platformAdmins = (status: number) => ({
  ...byRole(403, 403, 403),
  platformAdmin: status,
  owner: status,
});

/** Only the platform owner gets `status`; every other signed-in caller 403. */
export const ownerOnly = (status: number) => ({ ...byRole(403, 403, 403), owner: status });

/** Every caller, signed in or not, gets `status` (public routes). */
export const anyone = (status: number): Record<ActorName, number> => ({
  ...everyone(status),
  anonymous: status,
});

export function call(
  app: FastifyInstance,
  actor: Actor,
  opts: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({
    ...opts,
    headers: { ...(actor.cookie ? { cookie: actor.cookie } : {}), ...(opts.headers ?? {}) },
  });
}

export type MatrixCase = {
  method: InjectOptions['method'];
  /** a url, or a function building one per actor (e.g. a fresh property to delete) */
  url: string | ((actor: Actor) => Promise<string> | string);
  body?: unknown | ((actor: Actor) => unknown);
  expect: Record<ActorName, number>;
};

/** GET that must answer 200; its JSON. */
export async function getOk<T>(app: FastifyInstance, actor: Actor, url: string): Promise<T> {
  const res = await call(app, actor, { url });
  expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

/** One property as GET /api/properties lists it. */
export async function listedProperty<T extends { id: number }>(
  app: FastifyInstance,
  actor: Actor,
  id: number,
): Promise<T> {
  return (await getOk<T[]>(app, actor, '/api/properties')).find((p) => p.id === id)!;
}

/** Runs every case for every actor and asserts all statuses at once, so one failure shows the grid. */
export async function expectMatrix(app: FastifyInstance, actors: Actors, cases: MatrixCase[]) {
  const got: Record<string, Record<string, number>> = {};
  const want: Record<string, Record<string, number>> = {};
  for (const c of cases) {
    for (const name of ACTOR_NAMES) {
      const actor = actors[name];
      const url = typeof c.url === 'function' ? await c.url(actor) : c.url;
      const body = typeof c.body === 'function' ? (c.body as (a: Actor) => unknown)(actor) : c.body;
      const res = await call(app, actor, {
        method: c.method,
        url,
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      const key = `${c.method} ${typeof c.url === 'string' ? c.url : url.replace(/\/\d+/g, '/:id')}`;
      (got[key] ??= {})[name] = res.statusCode;
      (want[key] ??= {})[name] = c.expect[name];
    }
  }
  expect(got).toEqual(want);
}
