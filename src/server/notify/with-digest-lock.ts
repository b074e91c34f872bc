// One digest-forming pass at a time across every worker: a transaction holding an advisory lock.
// A worker that does not get the lock skips this pass (another is forming the same digests).
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';

export async function withDigestLock<T>(
  pool: pg.Pool,
  lockId: number,
  whenBusy: T,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const lock = await client.query<{ ok: boolean }>(`SELECT pg_try_advisory_xact_lock($1) AS ok`, [
      lockId,
    ]);
    const result = lock.rows[0]?.ok ? await work(drizzle(client, { schema })) : whenBusy;
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
