// Drives real alerts for notification tests: properties created through the API, then one
// scheduler pass with a scripted prober (no packets sent) writes alerts and outbox rows exactly
// as production does.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Actor } from '../../test/actors.js';
import { call } from '../../test/actors.js';
import { createScheduler } from '../../monitoring/scheduler.js';
import { createTargetPolicy } from '../../monitoring/target-policy.js';
import type { ProbeOutcome, ProbeResult, ProbeTarget } from '../../monitoring/probe/types.js';
import type { AppContext } from '../../app-context.js';

let seq = 0;

export async function addProperties(
  app: FastifyInstance,
  actor: Actor,
  n: number,
  prefix = 'Property',
): Promise<Array<{ id: number; name: string; address: string }>> {
  const out = [];
  for (let i = 0; i < n; i++) {
    seq++;
    const res = await call(app, actor, {
      method: 'POST',
      url: '/api/properties',
      payload: {
        name: `${prefix} ${seq}`,
        address: `${seq} Test Street`,
        ipAddress: `127.1.${Math.floor(seq / 250) % 250}.${(seq % 250) + 1}`,
        permissionConfirmed: true,
      },
    });
    if (res.statusCode !== 201) throw new Error(`create property: ${res.statusCode} ${res.body}`);
    out.push(res.json() as { id: number; name: string; address: string });
  }
  return out;
}

/** Checks exactly these properties now, each answering as told; nothing else is checked. */
export async function checkNow(
  ctx: AppContext,
  outcomes: Map<number, ProbeOutcome>,
): Promise<void> {
  const pool: pg.Pool = ctx.database.pool;
  await pool.query(
    `UPDATE properties SET next_check_at = now() + interval '1 day', lease_until = NULL`,
  );
  await pool.query(`UPDATE properties SET next_check_at = now() WHERE id = ANY($1::int[])`, [
    [...outcomes.keys()],
  ]);
  const prober = {
    async probe(targets: ProbeTarget[]): Promise<ProbeResult[]> {
      return targets.map((t) => {
        const outcome = outcomes.get(t.id) ?? 'up';
        return { id: t.id, outcome, rttMs: outcome === 'up' ? 1.5 : null };
      });
    },
  };
  const scheduler = createScheduler({
    pool,
    prober,
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

/** Polls until the condition holds, at most `ms` (no fixed sleeps in tests). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  ms = 5000,
  what = 'condition',
) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const later = (seconds: number, from = Date.now()) => new Date(from + seconds * 1000);
