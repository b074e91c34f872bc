// Whole answers (JSON text, ETag, compressed forms) kept in memory per what they depend on, so a
// repeat read does no database, JSON or compression work (issue 31). An entry is served while
// 1. its topic's change signal (db/change-signals.ts, for its workspace) has not moved since the
//    stamp taken BEFORE its database read: a change in this process is seen by the next request,
//    one in another process within milliseconds (NOTIFY), and one landing during the read leaves
//    the entry stale at once;
// 2. changes from other processes reach this one (`signals.live`); and
// 3. it is younger than `ttlMs`, which bounds what no signal announces (the figures every check
//    moves). Between `ttlMs` and twice that it is still served while ONE read runs in the
//    background to replace it, so readers under load never wait for it (at most 2 x ttlMs old).
// A moved signal is never served through: readers wait for the new answer, one read shared by all.
// A replacement's `build` is told the size of the answer it replaces, so a large one can be built
// off the web thread (kept-property-lists.ts: list-builder.ts).
// A read that replaces an answer makes the compressed forms the old one had been asked for before
// it takes its place, so readers never wait for a compression of a large answer (at 10,000
// properties ~50 ms of brotli: every concurrent reader's latency).
// Memory is bounded by bytes (text and compressed forms), the least recently used dropped first.
import type { ChangeSignals, Topic } from '../db/change-signals.js';
import { bodyBytes, builtAnswer, type CachedAnswer, type JsonBytes } from './answer-cache.js';

type Entry = {
  answer: CachedAnswer;
  stamp: number;
  /** when the read behind it started */
  at: number;
  /** the body's bytes (text or bytes), what a replacement's build is told */
  size: number;
  /** the body and its compressed forms */
  bytes: number;
};

/** Builds an answer; `replacing` is given to a background read that replaces a kept one. */
export type BuildAnswer = (replacing?: { size: number }) => Promise<string | JsonBytes>;

export type KeptAnswers = {
  /**
   * The answer kept as `id` (which must name everything the answer depends on), built by `build`
   * when none may be served. `signalKey` is the key of the topic's signal it follows (a workspace).
   */
  get(id: string, signalKey: string, build: BuildAnswer): Promise<CachedAnswer>;
  /**
   * The answer kept as `id` when it may be served as it is, with nothing to read or wait for
   * (its signal unmoved, and younger than `ttlMs` or being replaced by a read already running),
   * else undefined: `get` then does the rest.
   */
  peek(id: string, signalKey: string): CachedAnswer | undefined;
  readonly size: number;
  readonly bytes: number;
};

export function createKeptAnswers(
  signals: ChangeSignals,
  topic: Topic,
  opts: { ttlMs: number; maxBytes: number; now?: () => number },
): KeptAnswers {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>(); // least recently used first
  const reading = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;

  const drop = (id: string) => {
    const e = entries.get(id);
    if (!e) return;
    bytes -= e.bytes;
    entries.delete(id);
  };
  const trim = (keep: string) => {
    for (const id of entries.keys()) {
      if (bytes <= opts.maxBytes) break;
      if (id !== keep) drop(id);
    }
  };
  const keep = (id: string, entry: Entry) => {
    const kept = entries.get(id);
    // a slower read of an older stamp never replaces a newer one
    if (kept && kept.stamp > entry.stamp) return;
    drop(id);
    if (entry.bytes > opts.maxBytes) return;
    entries.set(id, entry);
    bytes += entry.bytes;
    trim(id);
  };

  const read = (id: string, stamp: number, build: () => Promise<string | JsonBytes>) => {
    const key = `${id}\n${stamp}`;
    let pending = reading.get(key);
    if (pending) return pending;
    pending = (async () => {
      try {
        const at = now();
        const body = await build();
        const size = bodyBytes(body);
        const entry: Entry = { answer: undefined!, stamp, at, size, bytes: size };
        entry.answer = builtAnswer(body, (n) => {
          entry.bytes += n;
          if (entries.get(id) !== entry) return;
          bytes += n;
          trim(id);
        });
        const forms = entries.get(id)?.answer.encodings() ?? [];
        await Promise.all(forms.map((encoding) => entry.answer.encoded(encoding)));
        keep(id, entry);
        return entry.answer;
      } finally {
        reading.delete(key);
      }
    })();
    reading.set(key, pending);
    return pending;
  };

  return {
    get(id, signalKey, build) {
      const stamp = signals.stamp(topic, signalKey);
      const e = entries.get(id);
      if (e && signals.live && e.stamp === stamp) {
        const age = now() - e.at;
        if (age < 2 * opts.ttlMs) {
          // most recently used last
          entries.delete(id);
          entries.set(id, e);
          if (age >= opts.ttlMs) read(id, stamp, () => build({ size: e.size })).catch(() => {});
          return Promise.resolve(e.answer);
        }
      }
      return read(id, stamp, () => build());
    },
    peek(id, signalKey) {
      const e = entries.get(id);
      if (!e || !signals.live || e.stamp !== signals.stamp(topic, signalKey)) return undefined;
      // past ttlMs, only while the read replacing it runs (as `get` would serve it meanwhile)
      const age = now() - e.at;
      if (age >= 2 * opts.ttlMs || (age >= opts.ttlMs && !reading.has(`${id}\n${e.stamp}`))) {
        return undefined;
      }
      entries.delete(id); // most recently used last
      entries.set(id, e);
      return e.answer;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
