// GET /api/properties' answer kept per workspace and view of the addresses (data/kept-answers.ts):
// serialised and compressed once, not per request. Everything the answer depends on is in its
// key: the workspace, whether the caller sees full addresses (their platform role and the
// workspace's masking, both part of the signed-in actor, itself re-read on any change to them);
// the route takes no query parameters; the encoding is picked per request from the kept forms.
// Dropped on any change to the workspace's properties (added, edited, deleted, imported, moved, a
// status change) or its check interval: in this process before the writer's `await` returns
// (db/write-tracker.ts), from other processes by NOTIFY (drizzle/0021_list_invalidation.sql). The
// figures every check moves (last check, response time, failures, uptime) are bounded by
// LIST_CACHE_MS, as the dashboard's are: every check would otherwise make a 10,000-row list anew.
// A large list past that age is replaced by a worker thread (list-builder.ts), not the web thread:
// at 10,000 properties that replacement, every 5 s under load, was ~100 ms of the web thread's CPU
// that the requests waiting meanwhile paid in latency (decision 016). A list someone waits for (a
// first read, a change) is built here, as is every small one (a thread's start and its
// connection cost more than a few hundred rows).
import type { Database } from '../db/client.js';
import type { Actor } from '../auth/actor.js';
import type { CachedAnswer } from './answer-cache.js';
import { createKeptAnswers } from './kept-answers.js';
import { createListBuilder } from './list-builder.js';
import { listPropertiesJson } from './list-properties.js';

export const LIST_CACHE_MS = 5_000;
/** A list whose JSON is at least this large is replaced in the thread (~2,000 properties). */
export const THREAD_FROM_BYTES = 1024 * 1024;

type Viewer = Pick<Actor, 'workspaceId' | 'seesFullIps'>;
export type KeptPropertyLists = ((viewer: Viewer) => Promise<CachedAnswer>) & {
  /** ends the building thread (the app closes); a later replacement starts another */
  close(): Promise<void>;
};

// one per database (so per app), shared by the list route and the live stream's `ready`
const perDatabase = new WeakMap<Database, KeptPropertyLists>();

export function keptPropertyLists(database: Database): KeptPropertyLists {
  let lists = perDatabase.get(database);
  if (lists) return lists;
  // a 10,000-property list is ~4.4 MB of JSON and ~0.2 MB compressed
  const kept = createKeptAnswers(database.changes, 'stats', {
    ttlMs: LIST_CACHE_MS,
    maxBytes: 64 * 1024 * 1024,
  });
  const url = database.pool.options.connectionString;
  const builder = url ? createListBuilder(url) : undefined;
  const get = ({ workspaceId, seesFullIps }: Viewer) => {
    const viewer = { workspaceId, seesFullIps };
    const here = () => listPropertiesJson(database.db, viewer);
    return kept.get(`${workspaceId}:${seesFullIps ? 'full' : 'masked'}`, workspaceId, (replacing) =>
      builder && replacing && replacing.size >= THREAD_FROM_BYTES
        ? // whatever failed in the thread is tried once more here, and reported as usual
          builder.build(viewer).catch(here)
        : here(),
    );
  };
  lists = Object.assign(get, { close: async () => builder?.close() });
  perDatabase.set(database, lists);
  return lists;
}
