// The durable 30-minute sheet sync (decision 012): pg-boss in PostgreSQL. A cron job, created once
// a minute by whichever worker's pg-boss holds the clock, claims the links that are due (SKIP
// LOCKED, so two workers never claim one) and queues one job per workspace in the same
// transaction; a `stately` queue with the workspace as singleton key keeps at most one queued and
// one running per workspace; a failed read of Google retries with exponential back-off.
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { SHEET_SYNC_MINUTES } from '../../../contracts/google-sheets.js';
import { runSheetSync, type SheetSyncDeps } from './run-sheet-sync.js';

export const DUE_QUEUE = 'sheet-sync-due';
export const SYNC_QUEUE = 'sheet-sync';
const CLAIM_BATCH = 500;

export type SheetSyncJobs = {
  /** claims due links and queues their syncs now (the cron's job; tests call it directly) */
  enqueueDue: () => Promise<number>;
  stop: () => Promise<void>;
};

export type SheetSyncJobOptions = {
  pool: pg.Pool;
  deps: SheetSyncDeps;
  log: (m: string) => void;
  /** seconds between polls for work (tests make it short) */
  pollSeconds?: number;
  /** first retry delay in seconds; doubles each time (retryBackoff) */
  retryDelaySeconds?: number;
  /** run the once-a-minute cron (off in tests that call enqueueDue themselves) */
  schedule?: boolean;
};

export async function startSheetSyncJobs(opts: SheetSyncJobOptions): Promise<SheetSyncJobs> {
  const { pool, log } = opts;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schedule: opts.schedule ?? true,
    supervise: true,
  });
  boss.on('error', (e) => log(`sheet sync queue: ${e.message}`));
  await boss.start();
  await boss.createQueue(DUE_QUEUE, { name: DUE_QUEUE, policy: 'short' });
  await boss.createQueue(SYNC_QUEUE, {
    name: SYNC_QUEUE,
    policy: 'stately',
    retryLimit: 5,
    retryDelay: opts.retryDelaySeconds ?? 60,
    retryBackoff: true,
    expireInSeconds: 300,
  });

  const enqueueDue = async (): Promise<number> => {
    // Raw pg here: pg-boss's send takes an executeSql adapter, and it must run on this
    // transaction's connection so the claim and the jobs commit together.
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ workspace_id: string }>(
        `SELECT workspace_id FROM google_sheet_links WHERE next_sync_at <= now()
         ORDER BY next_sync_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [CLAIM_BATCH],
      );
      const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
      for (const { workspace_id: id } of rows) {
        await boss.send(SYNC_QUEUE, { workspaceId: id }, { singletonKey: id, db });
      }
      await client.query(
        `UPDATE google_sheet_links SET next_sync_at = now() + make_interval(mins => $2)
         WHERE workspace_id = ANY($1::uuid[])`,
        [rows.map((r) => r.workspace_id), SHEET_SYNC_MINUTES],
      );
      await client.query('COMMIT');
      return rows.length;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  };

  const poll = { pollingIntervalSeconds: opts.pollSeconds ?? 2 };
  await boss.work(DUE_QUEUE, poll, async () => {
    await enqueueDue();
  });
  await boss.work<{ workspaceId: string }>(SYNC_QUEUE, poll, async ([job]) => {
    if (job) await runSheetSync(opts.deps, job.data.workspaceId);
  });
  if (opts.schedule ?? true) await boss.schedule(DUE_QUEUE, '* * * * *');

  return { enqueueDue, stop: () => boss.stop({ graceful: true, wait: true, timeout: 20_000 }) };
}
