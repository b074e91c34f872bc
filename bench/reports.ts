// Reports benchmark: 500 properties with 90 days of raw check results (loopback addresses that
// are never probed: nothing here sends a packet), rolled up into daily rollups (90 days) and
// hourly rollups (last 7 days) by SQL from those same raw rows. Times the report data and the
// full downloads (CSV, XLSX, PDF through the real route) against a baseline computing the same
// figures straight from the raw rows (bench_raw), in the same run, and prints the ratio.
// Usage: npm run bench:reports [-- --properties 500 --days 90 --per-hour 4 --runs 5]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.js';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions.js';
import { loadConfig } from '../src/server/config.js';
import { connectDatabase } from '../src/server/db/client.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { createAccount } from '../src/server/accounts/create-account.js';
import { buildReport } from '../src/server/reporting/build-report.js';
import { resolveReportRange } from '../src/server/reporting/report-window.js';
import { RTT_BUCKETS_MS } from '../src/server/monitoring/rtt-histogram.js';

const { values: args } = parseArgs({
  options: {
    properties: { type: 'string', default: '500' },
    days: { type: 'string', default: '90' },
    'per-hour': { type: 'string', default: '4' },
    runs: { type: 'string', default: '5' },
    /** keep the seeded database here and reuse it on the next run (same sizes) */
    'data-dir': { type: 'string' },
  },
});
const N = Number(args.properties);
const DAYS = Number(args.days);
const PER_HOUR = Number(args['per-hour']);
const RUNS = Number(args.runs);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
type Timing = { wallMs: number; cpuMs: number };
/** Median wall time and this process's CPU time (rendering; the database's work is not in it). */
async function time(runs: number, f: () => Promise<unknown>): Promise<Timing> {
  await f(); // warm-up: plans cached, code compiled
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await f();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wallMs: median(wall), cpuMs: median(cpu) };
}
const log = (s: string) => process.stdout.write(`${s}\n`);
const count = async (table: string) =>
  Number((await pool.query(`SELECT count(*) FROM ${table}`)).rows[0].count);

async function seed(workspaceId: string): Promise<void> {
  let t0 = performance.now();
  await pool.query(
    `INSERT INTO properties (workspace_id, name, address, ip_address, status, permission_confirmed)
     SELECT $1, 'Property ' || g, g || ' Bench Street', '127.1.' || (g / 250) || '.' || (g % 250 + 1),
            (ARRAY['online','online','online','offline','timeout'])[1 + g % 5], true
       FROM generate_series(1, $2::int) g`,
    [workspaceId, N],
  );
  // no worker runs beside this bench: the schedule rows (due now from the insert trigger) wait
  await pool.query(
    `UPDATE property_schedule SET next_check_at = now() + interval '10 years', last_check = now()
      WHERE workspace_id = $1`,
    [workspaceId],
  );
  // The raw rows live in a table of the bench's own: the product folds raw results into the
  // rollups and packs them (decision 014), so rollups seeded beside them in check_results
  // would count every check twice. The baseline reads this table.
  await pool.query(
    `CREATE TABLE IF NOT EXISTS bench_raw (id bigint GENERATED ALWAYS AS IDENTITY, property_id int NOT NULL,
       checked_at timestamptz NOT NULL, outcome text NOT NULL, rtt_ms real);
     CREATE INDEX IF NOT EXISTS bench_raw_property_time ON bench_raw (property_id, checked_at)`,
  );
  const stepMin = 60 / PER_HOUR;
  for (let d = DAYS; d > 0; d -= 10) {
    // Outcomes: ~1.5 % failures; RTT mostly 1-20 ms with a slow tail.
    await pool.query(
      `INSERT INTO bench_raw (property_id, checked_at, outcome, rtt_ms)
       SELECT id, t,
              CASE WHEN r < 0.01 THEN 'timeout' WHEN r < 0.015 THEN 'unreachable' ELSE 'up' END,
              CASE WHEN r < 0.015 THEN NULL WHEN r > 0.98 THEN 50 + (r - 0.98) * 20000 ELSE 1 + r * 19 END
         FROM (SELECT p.id, t, random() AS r
                 FROM properties p,
                      generate_series(date_trunc('hour', now()) - make_interval(days => $1),
                                      least(now(), date_trunc('hour', now()) - make_interval(days => $1 - 10)) - interval '1 second',
                                      make_interval(mins => $2)) t
                WHERE p.workspace_id = $3) x`,
      [d, stepMin, workspaceId],
    );
  }
  log(
    `seeded ${N} properties, ${(await count('bench_raw')).toLocaleString()} raw check results in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  t0 = performance.now();
  await pool.query(
    `INSERT INTO incidents (workspace_id, property_id, started_at, ended_at)
     SELECT $1, p.id, now() - make_interval(hours => (p.id * 37) % (24 * $2)),
            CASE WHEN p.id % 7 = 0 THEN NULL ELSE now() - make_interval(hours => (p.id * 37) % (24 * $2)) + interval '25 minutes' END
       FROM properties p WHERE p.workspace_id = $3`,
    [workspaceId, DAYS, workspaceId],
  );
  const rollup = (table: string, key: string, bucket: string, since: string) => `
    WITH c AS (
      SELECT property_id, ${bucket} AS k, count(*)::int AS checks,
             (count(*) FILTER (WHERE outcome = 'up'))::int AS ups,
             (count(*) FILTER (WHERE outcome = 'timeout'))::int AS timeouts,
             coalesce(sum(rtt_ms), 0) AS rtt_sum, min(rtt_ms) AS rtt_min, max(rtt_ms) AS rtt_max
        FROM bench_raw WHERE checked_at >= ${since} GROUP BY 1, 2),
    b AS (
      SELECT property_id, ${bucket} AS k, width_bucket(rtt_ms, $1::float8[]) + 1 AS i, count(*)::int AS n
        FROM bench_raw WHERE outcome = 'up' AND checked_at >= ${since} GROUP BY 1, 2, 3),
    h AS (
      SELECT c.property_id, c.k, array_agg(coalesce(b.n, 0) ORDER BY g) AS hist
        FROM c CROSS JOIN generate_series(1, $2::int) g
        LEFT JOIN b ON b.property_id = c.property_id AND b.k = c.k AND b.i = g
       GROUP BY 1, 2)
    INSERT INTO ${table} (property_id, ${key}, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist)
    SELECT c.property_id, c.k, c.checks, c.ups, c.timeouts, c.rtt_sum, c.rtt_min, c.rtt_max, h.hist
      FROM c JOIN h USING (property_id, k)`;
  // width_bucket counts bounds <= x; the engine's buckets are "<= bound": equal only on exact bounds.
  const bounds = [...RTT_BUCKETS_MS];
  await pool.query(
    rollup('check_days', 'day', "(checked_at AT TIME ZONE 'UTC')::date", "'-infinity'"),
    [bounds, bounds.length + 1],
  );
  await pool.query(
    rollup(
      'check_hours',
      'hour',
      "date_trunc('hour', checked_at)",
      "date_trunc('hour', now()) - interval '8 days'",
    ),
    [bounds, bounds.length + 1],
  );
  await pool.query('VACUUM ANALYZE');
  log(
    `rolled up into ${(await count('check_rollups_daily')).toLocaleString()} daily and ${(await count('check_rollups_hourly')).toLocaleString()} hourly rows in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
  );
}

const dir = args['data-dir'] ?? mkdtempSync(path.join(os.tmpdir(), 'pm-bench-reports-'));
const cluster = await startEmbeddedPostgres({ dataDir: dir, database: 'bench' });
const database = connectDatabase(cluster.url, 10);
const { pool, db } = database;
try {
  await runMigrations(db);
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', MONITOR_ALLOW: '127.0.0.0/8' },
    'bench',
  );
  const seeded = (
    await pool.query(`SELECT u.id, m.workspace_id FROM users u JOIN memberships m ON m.user_id = u.id
                       WHERE u.email = 'bench@example.test'`)
  ).rows[0] as { id: string; workspace_id: string } | undefined;
  const { userId, workspaceId } = seeded
    ? { userId: seeded.id, workspaceId: seeded.workspace_id }
    : await createAccount(
        db,
        { email: 'bench@example.test', platformRole: null },
        { plan: 'enterprise' },
      );
  const { token } = await createSession(db, userId, config.session);
  if (!seeded) await seed(workspaceId);
  const rawRows = await count('bench_raw');

  // --- measure --------------------------------------------------------------------------------
  const viewer = { workspaceId, seesFullIps: false, timeZone: 'UTC' };
  const now = () => new Date();
  const to = new Date().toISOString().slice(0, 10);
  const from90 = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const custom = { from: from90, to };
  const dataMs = async (kind: 'daily' | 'weekly' | 'monthly' | 'custom', q = {}) =>
    time(RUNS, () => buildReport(db, viewer, resolveReportRange(kind, q, now()), now()));

  /** The same figures as a report, from raw rows: per-property aggregates with an exact p95. */
  const baselineMs = (days: number) =>
    time(Math.min(RUNS, 3), () =>
      Promise.all([
        pool.query(
          `SELECT p.id, count(r.id) AS checks, count(r.id) FILTER (WHERE r.outcome = 'up') AS ups,
                  avg(r.rtt_ms), min(r.rtt_ms), max(r.rtt_ms),
                  percentile_cont(0.95) WITHIN GROUP (ORDER BY r.rtt_ms) AS p95
             FROM properties p LEFT JOIN bench_raw r
               ON r.property_id = p.id AND r.checked_at >= date_trunc('day', now()) - make_interval(days => $2)
            WHERE p.workspace_id = $1 GROUP BY p.id`,
          [workspaceId, days - 1],
        ),
        pool.query(
          `SELECT date_trunc('day', r.checked_at), avg(r.rtt_ms) FROM bench_raw r
             JOIN properties p ON p.id = r.property_id
            WHERE p.workspace_id = $1 AND r.checked_at >= date_trunc('day', now()) - make_interval(days => $2)
            GROUP BY 1`,
          [workspaceId, days - 1],
        ),
      ]),
    );

  const app = await buildApp({ config, database });
  await app.ready();
  const download = (url: string) =>
    time(RUNS, async () => {
      const res = await app.inject({ url, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.rawPayload.length;
    });

  const rows: Array<Record<string, string | number>> = [];
  const add = (what: string, t: Timing, note = '') => {
    const r = (v: number) => Math.round(v * 10) / 10;
    rows.push({ what, wallMs: r(t.wallMs), nodeCpuMs: r(t.cpuMs), note });
    log(
      `${what.padEnd(44)} ${t.wallMs.toFixed(1).padStart(9)} ms ${t.cpuMs.toFixed(0).padStart(7)} ms  ${note}`,
    );
  };
  log(`${'measurement (median)'.padEnd(44)} ${'wall'.padStart(12)} ${'node cpu'.padStart(10)}`);
  add('data: daily (hourly rollups)', await dataMs('daily'));
  add('data: weekly (hourly rollups)', await dataMs('weekly'));
  const monthly = await dataMs('monthly');
  add('data: monthly (daily rollups)', monthly);
  const ninety = await dataMs('custom', custom);
  add(`data: custom ${DAYS} days (daily rollups)`, ninety);
  for (const f of ['csv', 'xlsx', 'pdf'])
    add(`GET /api/reports/monthly?format=${f}`, await download(`/api/reports/monthly?format=${f}`));
  for (const f of ['csv', 'xlsx', 'pdf'])
    add(
      `GET custom ${DAYS} days format=${f}`,
      await download(`/api/reports/custom?from=${from90}&to=${to}&format=${f}`),
    );
  // the JSON report, the whole workspace's and one property's (read for that property alone)
  const oneId = Number(
    (
      await pool.query(`SELECT min(id) AS id FROM properties WHERE workspace_id = $1`, [
        workspaceId,
      ])
    ).rows[0].id,
  );
  add('GET /api/reports/uptime (whole workspace)', await download('/api/reports/uptime'));
  add(
    'GET /api/reports/uptime?propertyId= (one)',
    await download(`/api/reports/uptime?propertyId=${oneId}`),
  );
  const base30 = await baselineMs(30);
  add(
    'baseline: monthly from raw bench_raw',
    base30,
    `${(base30.wallMs / monthly.wallMs).toFixed(0)}x the rollups`,
  );
  const base90 = await baselineMs(DAYS);
  add(
    `baseline: ${DAYS} days from raw bench_raw`,
    base90,
    `${(base90.wallMs / ninety.wallMs).toFixed(0)}x the rollups`,
  );
  log(
    `\nraw rows here: ${PER_HOUR} checks/hour per property; at the default 30 s interval there would be ` +
      `${(120 / PER_HOUR).toFixed(0)}x as many, the baseline slower in proportion, the rollups unchanged.`,
  );
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/reports-${Date.now()}.json`;
  writeFileSync(
    file,
    JSON.stringify({ properties: N, days: DAYS, perHour: PER_HOUR, rawRows, rows }, null, 2),
  );
  log(`written ${file}`);
  await app.close();
} finally {
  await database.close();
  await cluster.stop();
  if (!args['data-dir']) rmSync(dir, { recursive: true, force: true });
}
