// The raw-result write of a batch (decision 036 item 2): one `COPY check_results … FROM STDIN
// (FORMAT binary)` on the caller's client, so it belongs to the caller's transaction and commits
// or rolls back with the batch's schedule and status updates (record-results.ts). It replaces an
// `INSERT … SELECT * FROM unnest(...)` whose text arrays cost ~14 % of the worker's CPU.
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CHECK_FIGURES } from '../db/write-tracker.js';
import { encodeRawResults, RAW_RESULT_COLUMNS, type RawResult } from './raw-results-copy.js';

// Marked as check figures like the insert it replaces (write-tracker.ts): it writes only what
// every check moves, so no cached list or figure follows it by signal.
const COPY_SQL = `${CHECK_FIGURES} COPY check_results (${RAW_RESULT_COLUMNS.join(', ')}) FROM STDIN (FORMAT binary)`;

/** Appends `rows` to `check_results` in their order (their ids in that order). */
export async function writeRawResults(
  client: pg.ClientBase,
  rows: readonly RawResult[],
): Promise<void> {
  if (rows.length === 0) return;
  const data = encodeRawResults(rows);
  const stream = client.query(copyFrom(COPY_SQL));
  await new Promise<void>((resolve, reject) => {
    // 'finish' comes once PostgreSQL has answered the COPY (pg-copy-streams ends in _final);
    // an error (a row refused, the connection lost) aborts the caller's transaction
    stream.once('error', reject);
    stream.once('finish', resolve);
    stream.end(data);
  });
}

/**
 * The write as it was before COPY: text arrays through unnest(). Kept for `bench:raw-write`,
 * which measures both on the same database.
 */
export async function insertRawResultsUnnest(
  client: pg.ClientBase,
  rows: readonly RawResult[],
): Promise<void> {
  if (rows.length === 0) return;
  await client.query(
    `${CHECK_FIGURES} INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
     SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::text[], $4::real[])`,
    [
      rows.map((r) => r.propertyId),
      rows.map((r) => r.checkedAt),
      rows.map((r) => r.outcome),
      rows.map((r) => r.rttMs),
    ],
  );
}
