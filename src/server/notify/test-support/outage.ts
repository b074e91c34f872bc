// Drives real alerts for notification tests (properties come from src/server/test/factories.ts):
// one scheduler pass with a scripted prober (no packets sent) writes alerts and outbox rows exactly
// as production does.
import type pg from 'pg';
import { createScheduler } from '../../monitoring/scheduler.js';
import { createTargetPolicy } from '../../monitoring/target-policy.js';
import type { ProbeOutcome } from '../../monitoring/probe/types.js';
import { fakeProber, makeDue, parkAll } from '../../monitoring/test-support/fixtures.js';
import type { AppContext } from '../../app-context.js';

/** Checks exactly these properties now, each answering as told; nothing else is checked. */
export async function checkNow(
  ctx: AppContext,
  outcomes: Map<number, ProbeOutcome>,
): Promise<void> {
  const pool = ctx.database.pool;
  await parkAll(pool);
  await makeDue(pool, [...outcomes.keys()]);
  const scheduler = createScheduler({
    pool,
    prober: fakeProber((t) => ({ outcome: outcomes.get(t.id) ?? 'up' })),
    policy: createTargetPolicy(ctx.config.monitor),
    batchSize: 1000,
    tickMs: 50,
  });
  await scheduler.runOnce();
}

/** Sets the workspace so one failed check confirms an outage (offline alert at once). */
export async function confirmAtFirstFailure(pool: pg.Pool, workspaceId: string): Promise<void> {
  await pool.query(`UPDATE workspaces SET failures_before_offline = 1 WHERE id = $1`, [
    workspaceId,
  ]);
}

/** Leaves nothing in flight for the next test: what is still pending or sending is skipped. */
export async function skipInFlight(pool: pg.Pool): Promise<void> {
  await pool.query(
    `UPDATE notifications SET status = 'skipped', lease_until = NULL WHERE status IN ('pending', 'sending')`,
  );
}

export const later = (seconds: number, from = Date.now()) => new Date(from + seconds * 1000);
