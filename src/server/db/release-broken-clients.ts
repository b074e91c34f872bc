// A client whose connection broke while checked out must still go back to the pool, or the pool
// shrinks by one for good. Drizzle's transaction() sends BEGIN before its try/finally: when BEGIN
// fails (the server was killed between the checkout and the BEGIN: seen here as EPIPE) the client
// is never released, and after one such leak the app's shutdown waited for it until its 15 s
// limit. Here a checked-out client whose connection ended is released (as broken, so the pool
// drops it) if its holder has not done so within a grace period; a later release by the holder
// then does nothing instead of throwing.
import type pg from 'pg';

/** Longer than any holder takes to reach its own release once its queries fail (they fail at once). */
export const BROKEN_CLIENT_GRACE_MS = 1000;

export function releaseBrokenClients(pool: pg.Pool): void {
  const out = new Set<pg.PoolClient>();
  const watched = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    out.add(client);
    if (watched.has(client)) return;
    watched.add(client);
    const broken = (err?: Error) => {
      if (!out.has(client)) return; // idle: the pool drops it by itself
      const timer = setTimeout(() => {
        if (!out.has(client)) return;
        const release = client.release.bind(client);
        client.release = () => {};
        release(err ?? new Error('connection ended while checked out'));
      }, BROKEN_CLIENT_GRACE_MS);
      timer.unref();
    };
    client.on('error', broken);
    client.on('end', () => broken());
  });
  pool.on('release', (_err, client) => out.delete(client));
  pool.on('remove', (client) => out.delete(client as pg.PoolClient));
}
