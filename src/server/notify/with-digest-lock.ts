// One digest-forming pass at a time across every worker: a transaction holding an advisory lock.
// A worker that does not get the lock skips this pass (another is forming the same digests).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';

export async function withDigestLock<T>(
  db: Db,
  lockId: number,
  whenBusy: T,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(${lockId}) AS ok`,
    );
    return lock.rows[0]?.ok ? work(tx) : whenBusy;
  });
}
