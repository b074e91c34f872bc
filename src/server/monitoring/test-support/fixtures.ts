// Shared helpers for the scheduler tests: an app on a private database whose URL we know (so
// other pools and processes can join it), scripted fake probers, and small polling helpers.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../app.js';
import type { AppContext } from '../../app-context.js';
import { connectDatabase, type Database } from '../../db/client.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { createTestDatabase, testConfig } from '../../test/test-app.js';
import type { ProbeOutcome, ProbeResult, ProbeTarget } from '../probe/types.js';
import type { BatchProber } from '../scheduler.js';
import { createTargetPolicy, type TargetPolicy } from '../target-policy.js';

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

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds, at most `ms` milliseconds. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  ms = 10_000,
  what = 'condition',
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} not met within ${ms} ms`);
    await sleep(25);
  }
}

let seq = 0;

/** Creates a property through the API, as a user would. */
export async function addProperty(
  app: FastifyInstance,
  actor: Actor,
  over: Record<string, unknown> = {},
): Promise<{ id: number; name: string }> {
  seq++;
  const res = await call(app, actor, {
    method: 'POST',
    url: '/api/properties',
    payload: {
      name: `Property ${seq}`,
      address: `${seq} Test Street`,
      ipAddress: `127.0.${Math.floor(seq / 250) % 250}.${(seq % 250) + 1}`,
      type: 'residential',
      permissionConfirmed: true,
      ...over,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create property: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A workspace admin with n fresh properties; nothing else is due afterwards. */
export async function workspaceWith(
  t: MonitorTestApp,
  n: number,
  over: Record<string, unknown> = {},
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
  const { rows } = await t.ctx.database.pool.query<{ id: number }>(
    `INSERT INTO properties (workspace_id, name, address, ip_address, permission_confirmed, next_check_at)
     SELECT $1, 'Bulk ' || i, i || ' Bulk Street', '127.2.' || (i / 250) || '.' || (i % 250 + 1), true,
            now() + interval '1 day'
       FROM generate_series(0, $2::int - 1) AS i
     RETURNING id`,
    [admin.workspaceId, n],
  );
  return { admin, ids: rows.map((r) => r.id).sort((a, b) => a - b) };
}

/** Moves every property of the database far into the future, so only what a test makes due runs. */
export async function parkAll(pool: pg.Pool): Promise<void> {
  await pool.query(
    `UPDATE properties SET next_check_at = now() + interval '1 day', lease_until = NULL`,
  );
}

export async function makeDue(pool: pg.Pool, ids: number[]): Promise<void> {
  await pool.query(`UPDATE properties SET next_check_at = now() WHERE id = ANY($1::int[])`, [ids]);
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
