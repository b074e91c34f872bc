// What the in-process caches (signed-in caller, dashboard figures) are invalidated by. A cache
// entry remembers the stamp of its topic (and key) read before its database read; it is served
// only while the stamp is unchanged, so a change that lands during the read is never hidden.
// Stamps move on every write this process makes to the topic's tables (write-tracker.ts, before
// the writer's `await` returns) and on every change another process announces (change-listener.ts,
// PostgreSQL NOTIFY, within milliseconds). While that listener is not listening, nothing is served
// from a cache: changes made elsewhere would go unseen.

export type Topic = 'auth' | 'stats';
export const TOPICS: readonly Topic[] = ['auth', 'stats'];

export type ChangeSignals = {
  /** true while changes made by other processes reach this one */
  readonly live: boolean;
  setLive(live: boolean): void;
  /** the current stamp of a topic, or of one key of it (e.g. one workspace's figures) */
  stamp(topic: Topic, key?: string): number;
  /** something of the topic changed (of one key only, when given) */
  bump(topic: Topic, key?: string): void;
};

export function createChangeSignals(): ChangeSignals {
  let counter = 0;
  let live = false;
  const topicAt = new Map<Topic, number>();
  // per-key bumps; reset when the whole topic moves (the topic stamp then covers every key)
  const keyAt = new Map<Topic, Map<string, number>>(TOPICS.map((t) => [t, new Map()]));

  const bump = (topic: Topic, key?: string) => {
    counter++;
    if (key === undefined) {
      topicAt.set(topic, counter);
      keyAt.get(topic)!.clear();
    } else {
      keyAt.get(topic)!.set(key, counter);
    }
  };

  return {
    get live() {
      return live;
    },
    setLive(next) {
      // whatever was read while we were deaf is suspect
      if (next && !live) for (const t of TOPICS) bump(t);
      live = next;
    },
    stamp(topic, key) {
      const t = topicAt.get(topic) ?? 0;
      const k = key === undefined ? 0 : (keyAt.get(topic)!.get(key) ?? 0);
      return Math.max(t, k);
    },
    bump,
  };
}
