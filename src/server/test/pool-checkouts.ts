// Counting what a request costs the database: a kept answer (session, figures) makes no round trip.
import type pg from 'pg';

/** Connections `run` checked out of `pool`: one per round trip, 0 when it was answered from memory. */
export async function poolCheckouts(pool: pg.Pool, run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const seen = () => count++;
  pool.on('acquire', seen);
  try {
    await run();
  } finally {
    pool.off('acquire', seen);
  }
  return count;
}
