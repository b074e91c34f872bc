// The one LISTEN connection of a web process. It hears two channels: `pm_changes`, where triggers
// announce changes the in-process caches depend on (drizzle/0012_cache_invalidation.sql), and the
// monitor events the worker publishes (status changes and alerts move a workspace's dashboard
// figures; the live streams fan them out to browsers). While it is not listening the caches serve
// nothing (ChangeSignals.live); once it listens again, everything read before is stale.
import pg from 'pg';
import type { DatabaseAvailability } from '../db/availability.js';
import type { ChangeSignals, Topic } from '../db/change-signals.js';
import { EVENTS_CHANNEL, monitorEvent, type MonitorEvent } from '../monitoring/events.js';

export const CHANGES_CHANNEL = 'pm_changes';
const RETRY_MS = 2000;

export type ChangeListener = {
  /** settles once the process LISTENs (at once when it already does) */
  listening(): Promise<void>;
  /** every monitor event from now on; returns the unsubscribe */
  onMonitorEvent(fn: (event: MonitorEvent) => void): () => void;
  close(): Promise<void>;
};

export function startChangeListener(
  connectionString: string,
  signals: ChangeSignals,
  log: (m: string) => void,
  /** told when this connection is lost and made again: it notices an outage first */
  availability?: DatabaseAvailability,
): ChangeListener {
  const monitorListeners = new Set<(event: MonitorEvent) => void>();
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt: Promise<void>;
  /** the outage is logged once, not at every failed retry */
  let down = false;

  const onNotification = (n: pg.Notification) => {
    if (n.channel === CHANGES_CHANNEL) {
      // `topic`, or `topic:key` for one key of it (stats:<workspace id>: one workspace's figures)
      const [topic, key] = (n.payload ?? '').split(':', 2) as [string, string | undefined];
      if (topic === 'auth' || topic === 'stats') signals.bump(topic as Topic, key || undefined);
      return;
    }
    let event: MonitorEvent;
    try {
      // validated where it arrives: a malformed payload reaches neither caches nor browsers
      const parsed = monitorEvent.safeParse(JSON.parse(n.payload ?? ''));
      if (!parsed.success) return;
      event = parsed.data;
    } catch {
      return;
    }
    // a maintenance start or end moves the list's "Maintenance" and the status pages' states
    if (event.type === 'status' || event.type === 'alert' || event.type === 'maintenance') {
      signals.bump('stats', event.workspaceId);
    }
    if (event.type === 'member_removed') signals.bump('auth');
    for (const fn of monitorListeners) fn(event);
  };

  const lost = (c: pg.Client, why: string) => {
    signals.setLive(false);
    client = undefined;
    void c.end().catch(() => {});
    if (closed) return;
    availability?.lost(why);
    if (!down) {
      log(`change listener lost its connection (${why}); caches are bypassed until it is back`);
    }
    down = true;
    retry = setTimeout(() => {
      // a failed attempt has scheduled the next one already: nothing to handle here
      attempt = connect();
      attempt.catch(() => {});
    }, RETRY_MS);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    let over = false; // 'error' and 'end' may both come: one retry
    const fail = (why: string) => {
      if (over) return;
      over = true;
      lost(c, why);
    };
    c.on('notification', onNotification);
    c.on('error', (err) => fail(err.message));
    c.on('end', () => fail('connection ended'));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}; LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      fail((err as Error).message);
      throw err;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    signals.setLive(true);
    availability?.back();
    if (down) log('change listener is listening again');
    down = false;
  };
  attempt = connect();
  attempt.catch(() => {});

  return {
    async listening() {
      // a failed attempt is followed by another: wait for them, within bounds
      for (let i = 0; !signals.live && !closed && i < 60; i++) {
        await attempt.catch(() => {});
        if (!signals.live) await new Promise((r) => setTimeout(r, 250));
      }
    },
    onMonitorEvent(fn) {
      monitorListeners.add(fn);
      return () => monitorListeners.delete(fn);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      signals.setLive(false);
      monitorListeners.clear();
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null when the database URL is unknown (no LISTEN: caches then serve nothing) */
    changes: ChangeListener | null;
  }
}
