// The session and its caller in one round trip: every signed-in API request starts here, so the
// session lookup, the person and their workspace are one query instead of two or three; and
// usually none, from the process's session cache (see createSessionCache).
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { WorkspaceSummary } from '../../contracts/auth.js';
import type { ChangeSignals } from '../db/change-signals.js';
import type { Db } from '../db/client.js';
import { createSignalCache, type SignalCache } from '../data/signal-cache.js';
import { memberships, sessions, users, workspaces } from '../db/schema/index.js';
import { actorColumns, toActor, type Actor } from './actor.js';
import { hashSessionToken, touchSession, type SessionPolicy } from './sessions.js';

type CachedSession = {
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  actor: Actor | undefined;
};

/** How long a kept session is trusted without a change signal: the bound on what was missed. */
export const SESSION_CACHE_MS = 5_000;

export type SessionCache = SignalCache<CachedSession> & {
  /** reads in flight, by token hash and the auth stamp they were started at */
  reading: Map<string, Promise<CachedSession | undefined>>;
};

/**
 * Live sessions and their callers, kept by this process so that a signed-in request normally
 * makes no round trip. An entry is dropped by any write to sessions, users, memberships or
 * workspaces (in this process at once; in others through NOTIFY), after SESSION_CACHE_MS anyway,
 * and is never used once its idle or absolute expiry has passed (the database then decides).
 * When an entry runs out, the requests that find it gone share one read (a page's or a client's
 * concurrent requests all did their own, 20 queries at once every 5 s in bench:api): a request
 * joins a read only when nothing the cache follows changed since that read started.
 */
export function createSessionCache(signals: ChangeSignals): SessionCache {
  return Object.assign(
    createSignalCache<CachedSession>(signals, 'auth', { ttlMs: SESSION_CACHE_MS, max: 20_000 }),
    { reading: new Map<string, Promise<CachedSession | undefined>>() },
  );
}

/**
 * The live session of `token` and who acts through it (the session's workspace, else the
 * person's oldest membership, as loadActor chooses); undefined when there is no live session.
 * The actor is undefined when the person belongs to no workspace. `fresh` skips the cache (writes
 * are always authorised against the database).
 */
export async function resolveSessionActor(
  db: Db,
  token: string,
  policy: SessionPolicy,
  opts: { cache?: SessionCache; fresh?: boolean } = {},
): Promise<{ actor: Actor | undefined } | undefined> {
  const idHash = hashSessionToken(token);
  const now = new Date();
  const { cache } = opts;
  const kept = cache && !opts.fresh ? cache.get(idHash, now.getTime()) : undefined;
  let session: CachedSession | undefined;
  // a kept session past an expiry it holds is not trusted: the database decides (another
  // process may have slid the idle expiry)
  if (kept && live(kept, now)) session = kept;
  else if (!cache) session = await readSession(db, idHash, now);
  else {
    const stamp = cache.stamp();
    const key = `${idHash}\n${stamp}`;
    let read = opts.fresh ? undefined : cache.reading.get(key);
    if (!read) {
      read = readSession(db, idHash, now).then((s) => {
        if (s) cache.set(idHash, s, stamp, undefined, now.getTime());
        return s;
      });
      if (!opts.fresh) {
        cache.reading.set(key, read);
        const done = () => void cache.reading.delete(key);
        read.then(done, done);
      }
    }
    session = await read;
  }
  // a shared read may have started a moment before this request: its expiries decide again
  if (!session || !live(session, now)) return undefined;
  await touchSession(db, idHash, session, now, policy);
  return { actor: session.actor };
}

const live = (s: CachedSession, now: Date) => s.idleExpiresAt > now && s.absoluteExpiresAt > now;

async function readSession(db: Db, idHash: string, now: Date): Promise<CachedSession | undefined> {
  const [row] = await db
    .select({
      ...actorColumns,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      // GET /api/auth/user lists them; a person has a handful, so every request may carry them
      workspaces: sql<WorkspaceSummary[]>`(
        SELECT coalesce(json_agg(json_build_object('id', w.id, 'name', w.name, 'role', m.role)
                                 ORDER BY m.created_at, m.workspace_id), '[]')
          FROM ${memberships} m JOIN ${workspaces} w ON w.id = m.workspace_id
         WHERE m.user_id = ${sessions.userId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, eq(memberships.userId, sessions.userId))
    .leftJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    // the session's own workspace first, then the oldest membership
    .orderBy(
      desc(sql`${memberships.workspaceId} IS NOT DISTINCT FROM ${sessions.workspaceId}`),
      asc(memberships.createdAt),
      asc(memberships.workspaceId),
    )
    .limit(1);
  if (!row) return undefined;
  const actor = toActor(row);
  return {
    lastSeenAt: row.lastSeenAt,
    idleExpiresAt: row.idleExpiresAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
    // shared by the requests that find it kept: nobody may change it
    actor: actor && Object.freeze({ ...actor, workspaces: row.workspaces }),
  };
}
