// Limits on mail a caller sets off (decision 019), counted in PostgreSQL so several web processes
// agree: one counter per key and aligned window (the hour or the UTC day), as the per-key API
// limits count theirs (auth/count-api-request.ts).
//
// Call it inside the transaction that queues the mail: a refusal throws, the transaction rolls
// back and so does this attempt's count (a refused or failed attempt uses up nothing), while the
// counter rows stay locked until commit, so parallel attempts through one key count one by one.
import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sendCounters } from '../db/schema/index.js';
import { RateLimitedError } from './errors.js';

export type SendWindow = 'hour' | 'day';

export type SendLimit = {
  key: string;
  max: number;
  per: SendWindow;
  /** the 429's message when this limit is the one reached */
  message: string;
};

const WINDOW_MS: Record<SendWindow, number> = { hour: 3_600_000, day: 86_400_000 };

const windowStart = (per: SendWindow, now: Date) =>
  new Date(Math.floor(now.getTime() / WINDOW_MS[per]) * WINDOW_MS[per]);

/**
 * Counts one send on every limit; throws a 429 (Retry-After: until the reached window ends) when
 * any of them is past its maximum. The message is that of the first limit reached, in the given
 * order.
 */
export async function takeSendAllowance(
  tx: DbOrTx,
  limits: SendLimit[],
  now = new Date(),
): Promise<void> {
  if (limits.length === 0) return;
  const rows = limits.map((l) => ({ ...l, start: windowStart(l.per, now) }));
  // Sorted, so two transactions lock shared counters in the same order (no deadlock).
  const sorted = [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const { rows: counted } = await tx.execute<{ key: string; count: number }>(sql`
    INSERT INTO send_counters AS c (key, window_start, count)
    SELECT k, w, 1 FROM unnest(${sql.param(sorted.map((r) => r.key))}::text[],
                               ${sql.param(sorted.map((r) => r.start.toISOString()))}::timestamptz[])
                        WITH ORDINALITY AS u(k, w, n)
     ORDER BY n
    ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + 1
    RETURNING c.key, c.count`);
  const countOf = new Map(counted.map((r) => [r.key, Number(r.count)]));
  const reached = rows.filter((r) => (countOf.get(r.key) ?? 1) > r.max);
  if (reached.length === 0) return;
  const waitMs = Math.max(
    ...reached.map((r) => r.start.getTime() + WINDOW_MS[r.per] - now.getTime()),
  );
  throw new RateLimitedError(reached[0]!.message, Math.max(1, Math.ceil(waitMs / 1000)));
}

/** Counters of windows that ended a day ago or more are of no use to any limit. */
export async function pruneSendCounters(tx: DbOrTx, now = new Date()): Promise<number> {
  const res = await tx
    .delete(sendCounters)
    .where(lt(sendCounters.windowStart, new Date(now.getTime() - 2 * WINDOW_MS.day)));
  return res.rowCount ?? 0;
}
