// Helpers for the scheduler tests: an app on a private database whose URL we know (so other pools
// and processes can join it), scripted fake probers, and scheduling state (park, make due).
// Properties come from the shared factories (src/server/test/factories.ts).
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeEach } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppContext } from '../../app-context.js';
import { connectDatabase, type Database } from '../../db/client.js';
import { createActor } from '../../test/actors.js';
import { addProperty, insertProperties } from '../../test/factories.js';
import { sleep } from '../../test/wait-for.js';
import { createTestDatabase, testConfig } from '../../test/test-app.js';
import { useForAll } from '../../test/use-test-app.js';
import type { ProbeOutcome, ProbeResult, ProbeTarget } from '../probe/types.js';
import { createScheduler, type BatchProber } from '../scheduler.js';
import { createTargetPolicy, type TargetPolicy } from '../target-policy.js';
import { claimDueChecks } from '../claim-due-checks.js';
import { recordResults } from '../record-results.js';

export type MonitorTestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  /** the private test database, for a second pool or a child process */
  url: string;
  policy: TargetPolicy;
  /** another pool on the same database (a second "worker"); closed by close() */
  extraPool(max?: number): pg.Pool;
  close(): Promise<void>;
};

export async function createMonitorTestApp(
  env: Record<string, string> = {},
): Promise<MonitorTestApp> {
  const { url, database, drop } = await createTestDatabase();
  const ctx: AppContext = {
    config: testConfig({ DEFAULT_PLAN: 'enterprise', ...env }),
    database,
  };
  const app = await buildApp(ctx);
  await app.ready();
  const extras: Database[] = [];
  return {
    app,
    ctx,
    url,
    policy: createTargetPolicy(ctx.config.monitor),
    extraPool(max = 10) {
      const d = connectDatabase(url, max);
      extras.push(d);
      return d.pool;
    },
    async close() {
      await app.close();
      await Promise.all(extras.map((d) => d.close()));
      await drop();
    },
  };
}

export type Script = (
  target: ProbeTarget,
  call: number,
) => { outcome: ProbeOutcome; rttMs?: number };

/**
 * A fake prober answering from a script, optionally after a delay. It remembers every target it
 * was asked about, so tests can tell whether a property was probed twice.
 */
export function fakeProber(script: Script, opts: { delayMs?: number } = {}) {
  const probed: number[] = [];
  let calls = 0;
  const prober: BatchProber & { probed: number[]; batches: () => number } = {
    probed,
    batches: () => calls,
    async probe(targets: ProbeTarget[]): Promise<ProbeResult[]> {
      const n = calls++;
      for (const t of targets) probed.push(t.id);
      if (opts.delayMs) await sleep(opts.delayMs);
      return targets.map((t) => {
        const { outcome, rttMs } = script(t, n);
        return { id: t.id, outcome, rttMs: outcome === 'up' ? (rttMs ?? 1.5) : null };
      });
    },
  };
  return prober;
}

/** Outcomes set per property id by the test; anything not set answers `up` in 1.5 ms. */
export function scriptedProber(opts: { delayMs?: number } = {}) {
  const outcomes = new Map<number, { outcome: ProbeOutcome; rttMs?: number }>();
  const prober = fakeProber((t) => outcomes.get(t.id) ?? { outcome: 'up', rttMs: 1.5 }, opts);
  return Object.assign(prober, {
    set(id: number, outcome: ProbeOutcome, rttMs?: number) {
      outcomes.set(id, { outcome, rttMs });
    },
  });
}

/** A workspace admin with n fresh properties; nothing else is due afterwards. */
export async function workspaceWith(
  t: MonitorTestApp,
  n: number,
  over: Parameters<typeof addProperty>[2] = {},
) {
  const admin = await createActor(t.ctx, 'admin');
  const props = [];
  for (let i = 0; i < n; i++) props.push(await addProperty(t.app, admin, over));
  await parkAll(t.ctx.database.pool);
  return { admin, props, ids: props.map((p) => p.id) };
}

/**
 * Many properties at once for load tests (one INSERT instead of one API call each), on distinct
 * loopback addresses; nothing is due afterwards.
 */
export async function bulkWorkspace(t: MonitorTestApp, n: number) {
  const admin = await createActor(t.ctx, 'admin');
  return { admin, ids: await insertProperties(t.ctx.database.pool, admin.workspaceId!, n) };
}

/** Moves every property of the database far into the future, so only what a test makes due runs. */
export async function parkAll(pool: pg.Pool): Promise<void> {
  await pool.query(
    `UPDATE property_schedule SET next_check_at = now() + interval '1 day', lease_until = NULL`,
  );
}

export async function makeDue(pool: pg.Pool, ids: number[]): Promise<void> {
  await pool.query(
    `UPDATE property_schedule SET next_check_at = now() WHERE property_id = ANY($1::int[])`,
    [ids],
  );
}

export async function countBy(
  pool: pg.Pool,
  sql: string,
  params: unknown[] = [],
): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ k: number; n: number }>(sql, params);
  return new Map(rows.map((r) => [Number(r.k), Number(r.n)]));
}

export async function scalar<T = number>(pool: pg.Pool, sql: string, params: unknown[] = []) {
  const { rows } = await pool.query(sql, params);
  return Object.values(rows[0] as object)[0] as T;
}

/**
 * One scheduler cycle without a prober or a timer: every property is made due, claimed (up to
 * 100) and recorded as answering `outcome`; how many were checked.
 */
export async function checkAllAs(
  pool: pg.Pool,
  outcome: ProbeOutcome,
  rttMs: number | null,
): Promise<number> {
  await pool.query('UPDATE property_schedule SET next_check_at = now()');
  const claims = await claimDueChecks(pool, 100);
  await recordResults(
    pool,
    claims.map((claim) => ({
      claim,
      result: { id: claim.id, outcome, rttMs },
      checkedAt: new Date(),
    })),
  );
  return claims.length;
}

/** A scheduler on the test app's pool with the given (fake) prober, ticking every 50 ms. */
export const testScheduler = (t: MonitorTestApp, prober: BatchProber, batchSize = 100) =>
  createScheduler({ pool: t.ctx.database.pool, prober, policy: t.policy, batchSize, tickMs: 50 });

/**
 * A monitor test app for the describe block (made before all, closed after all). Every test
 * starts with nothing due, so it makes due exactly what it means to check.
 */
export function useMonitorTestApp(env: Record<string, string> = {}) {
  const t = useForAll(
    () => createMonitorTestApp(env),
    (app) => app.close(),
  );
  const pool = () => t.ctx.database.pool;
  beforeEach(() => parkAll(pool()));
  return {
    t,
    pool,
    scheduler: (prober: BatchProber, batchSize = 100) => testScheduler(t, prober, batchSize),
  };
}
