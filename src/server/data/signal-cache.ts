// A small in-process cache whose entries live until their topic's change signal moves
// (db/change-signals.ts) or `ttlMs` passes, whichever comes first, and only while changes made by
// other processes reach this one. Take the stamp BEFORE reading the database: a change that lands
// during the read then leaves the entry stale at once instead of hiding behind it.
import type { ChangeSignals, Topic } from '../db/change-signals.js';

type Entry<V> = { value: V; stamp: number; at: number; key: string | undefined };

export type SignalCache<V> = {
  /** the stamp to store with what is read next */
  stamp(key?: string): number;
  /** the kept value, if it is still backed by the database (within the bounds above) */
  get(id: string, now?: number): V | undefined;
  /** keeps `value`, read after `stamp(key)` was taken */
  set(id: string, value: V, stamp: number, key?: string, now?: number): void;
  readonly size: number;
};

export function createSignalCache<V>(
  signals: ChangeSignals,
  topic: Topic,
  opts: { ttlMs: number; max: number },
): SignalCache<V> {
  const entries = new Map<string, Entry<V>>();
  return {
    stamp: (key) => signals.stamp(topic, key),
    get(id, now = Date.now()) {
      if (!signals.live) return undefined;
      const e = entries.get(id);
      if (!e) return undefined;
      if (e.stamp !== signals.stamp(topic, e.key) || now - e.at >= opts.ttlMs) {
        entries.delete(id);
        return undefined;
      }
      return e.value;
    },
    set(id, value, stamp, key, now = Date.now()) {
      entries.delete(id);
      // the oldest first out (insertion order): a bound, not an eviction policy worth more
      if (entries.size >= opts.max) entries.delete(entries.keys().next().value!);
      entries.set(id, { value, stamp, at: now, key });
    },
    get size() {
      return entries.size;
    },
  };
}
