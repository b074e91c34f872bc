// The property index (property-index.ts) kept per workspace and view of the addresses, obeying
// the change signals as the kept list does (kept-answers.ts, decision 016): served while the
// workspace's `stats` signal has not moved since its read began, while other processes' changes
// reach this one, and younger than LIST_CACHE_MS (LARGE_TTL_MS over WAIT_UP_TO properties); up to twice that it is served while one read
// replaces it in the background. A moved signal (a property added, deleted, renamed, a status
// change) is waited for, except in a large workspace (over WAIT_UP_TO properties, where a read
// takes a few hundred ms and status changes can come every second): there the old index answers
// while one read replaces it. The rows shown are read by id afterwards, always fresh; what the
// old index can have wrong for that moment is which properties a page holds and the totals.
import type { Database } from '../db/client.js';
import { LIST_CACHE_MS } from './kept-property-lists.js';
import { buildPropertyIndex, type PropertyIndex } from './property-index.js';

/** Up to this many properties a moved signal is waited for (a read of ~20-50 ms). */
export const WAIT_UP_TO = 20_000;
/**
 * A large workspace's index is read again after this long (not LIST_CACHE_MS): its read is a few
 * hundred ms of the web thread at 100,000 properties, and what no signal announces (the figures
 * every check moves) only decides where a row sorts by response time or last check; the rows
 * shown are read fresh.
 */
export const LARGE_TTL_MS = 30_000;
/** Indexes kept at most (~10 MB each at 100,000 properties), least recently used dropped. */
const MAX_KEPT = 16;

type Viewer = { workspaceId: string; seesFullIps: boolean };
type Entry = { index: PropertyIndex; stamp: number; at: number };
export type KeptPropertyIndex = (viewer: Viewer) => Promise<PropertyIndex>;

const perDatabase = new WeakMap<Database, KeptPropertyIndex>();

export function keptPropertyIndex(database: Database, now = Date.now): KeptPropertyIndex {
  const existing = perDatabase.get(database);
  if (existing) return existing;
  const entries = new Map<string, Entry>(); // least recently used first
  const reading = new Map<string, Promise<PropertyIndex>>();
  const signals = database.changes;

  const read = (id: string, viewer: Viewer, stamp: number): Promise<PropertyIndex> => {
    const key = `${id}\n${stamp}`;
    let pending = reading.get(key);
    if (pending) return pending;
    pending = (async () => {
      try {
        const at = now();
        const index = await buildPropertyIndex(database.pool, viewer, entries.get(id)?.index);
        const kept = entries.get(id);
        // a slower read of an older stamp never replaces a newer one
        if (!kept || kept.stamp <= stamp) {
          entries.delete(id);
          entries.set(id, { index, stamp, at });
          for (const old of entries.keys()) {
            if (entries.size <= MAX_KEPT) break;
            entries.delete(old);
          }
        }
        return index;
      } finally {
        reading.delete(key);
      }
    })();
    reading.set(key, pending);
    return pending;
  };

  const get: KeptPropertyIndex = (viewer) => {
    const v = { workspaceId: viewer.workspaceId, seesFullIps: viewer.seesFullIps };
    const id = `${v.workspaceId}:${v.seesFullIps ? 'full' : 'masked'}`;
    const stamp = signals.stamp('stats', v.workspaceId);
    const e = entries.get(id);
    if (e && signals.live) {
      const age = now() - e.at;
      const ttl = e.index.total > WAIT_UP_TO ? LARGE_TTL_MS : LIST_CACHE_MS;
      const fresh = e.stamp === stamp && age < 2 * ttl;
      const large = e.index.total > WAIT_UP_TO && age < 2 * ttl;
      if (fresh || large) {
        entries.delete(id);
        entries.set(id, e);
        if (e.stamp !== stamp || age >= ttl) read(id, v, stamp).catch(() => {});
        return Promise.resolve(e.index);
      }
    }
    return read(id, v, stamp);
  };
  perDatabase.set(database, get);
  return get;
}
