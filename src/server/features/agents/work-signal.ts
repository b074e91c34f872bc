// Wakes this web process's held work requests when any process asks the locations to check a
// property at once (confirmation/ask-locations.ts NOTIFYs `location_work`). The process holding
// an agent's poll is rarely the one that asked (the worker, or another web process), so an
// in-memory emitter would not do. One LISTEN connection per web process, opened only once an
// agent's poll is first held, made again after a loss; while it is away, polls still wake for
// their next due check as before (the timer), only not at once.
import pg from 'pg';
import { WORK_CHANNEL } from '../../monitoring/confirmation/ask-locations.js';

const RETRY_MS = 2000;

export type WorkSignal = {
  /** starts listening (once); settles when it listens or failed to */
  ensure(): Promise<void>;
  onWork(fn: () => void): () => void;
  close(): Promise<void>;
};

export function createWorkSignal(pool: pg.Pool, log: (m: string) => void = () => {}): WorkSignal {
  const listeners = new Set<() => void>();
  let client: pg.Client | undefined;
  let starting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    // pool.options holds the connection settings the pool was made with
    const c = new pg.Client((pool as unknown as { options: pg.ClientConfig }).options);
    const lost = (why: string) => {
      if (client !== c) return;
      client = undefined;
      void c.end().catch(() => {});
      if (closed) return;
      log(`agent work signal lost its connection (${why}); retrying`);
      retry = setTimeout(() => {
        starting = connect().catch(() => {});
      }, RETRY_MS);
    };
    c.on('notification', (n) => {
      if (n.channel === WORK_CHANNEL) for (const fn of [...listeners]) fn();
    });
    c.on('error', (err) => lost(err.message));
    c.on('end', () => lost('ended'));
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${WORK_CHANNEL}`);
    } catch (err) {
      lost(err instanceof Error ? err.message : String(err));
    }
  };

  return {
    ensure() {
      if (closed) return Promise.resolve();
      starting ??= connect();
      return starting;
    },
    onWork(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
