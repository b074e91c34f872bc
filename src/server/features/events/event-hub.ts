// One LISTEN connection per web process, fanning monitor events out to that workspace's streams.
import pg from 'pg';
import { EVENTS_CHANNEL, type MonitorEvent } from '../../monitoring/events.js';

type Listener = (event: MonitorEvent) => void;

export type EventHub = {
  /** `ready` settles once the process LISTENs: events from then on reach the listener. */
  subscribe(
    workspaceId: string,
    listener: Listener,
  ): { ready: Promise<void>; unsubscribe: () => void };
  close(): Promise<void>;
};

export function createEventHub(connectionString: string, log: (m: string) => void): EventHub {
  const listeners = new Map<string, Set<Listener>>();
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const dispatch = (payload: string | undefined) => {
    if (!payload) return;
    let event: MonitorEvent;
    try {
      event = JSON.parse(payload) as MonitorEvent;
    } catch {
      return;
    }
    for (const l of listeners.get(event.workspaceId) ?? []) l(event);
  };

  // Connect lazily, on the first subscriber: processes nobody watches hold no extra connection.
  const connect = () =>
    (connecting ??= (async () => {
      const c = new pg.Client({ connectionString });
      c.on('notification', (n) => dispatch(n.payload));
      c.on('error', (err) => {
        log(`event listener lost its connection: ${err.message}`);
        client = undefined;
        connecting = undefined;
        if (!closed) retry = setTimeout(() => void connect().catch(() => {}), 2000);
      });
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
      client = c;
    })().catch((err: unknown) => {
      connecting = undefined;
      throw err;
    }));

  return {
    subscribe(workspaceId, listener) {
      const ready = connect().catch((e: unknown) =>
        log(`event listener failed: ${(e as Error).message}`),
      );
      let set = listeners.get(workspaceId);
      if (!set) listeners.set(workspaceId, (set = new Set()));
      set.add(listener);
      const unsubscribe = () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(workspaceId);
      };
      return { ready, unsubscribe };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      await client?.end().catch(() => {});
    },
  };
}
