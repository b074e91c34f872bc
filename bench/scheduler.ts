// Scheduler benchmark: the real worker loop (createScheduler with the real prober, the worker's
// batch size and tick) over N properties at a 30 s interval on loopback addresses (127.x.y.z: all of
// 127.0.0.0/8 answers on Linux loopback, nothing leaves the machine), against its own embedded
// PostgreSQL in a temporary directory. Prints checks done vs due, schedule lag, CPU of this process
// and of PostgreSQL, peak RSS, database growth, and a baseline (one spawned `ping` per check, on a
// sample) as a ratio.
//
// Usage: npm run bench:scheduler
//   BENCH_SECONDS (default 180)  BENCH_PROPERTIES (10000)  BENCH_PING_SAMPLE (200)
//   BENCH_IDLE_SECONDS (10)  BENCH_UPTIME_EVERY_SECONDS (60; the worker's is 300)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import { loadConfig } from '../src/server/config.js';
import { connectDatabase } from '../src/server/db/client.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { refreshUptime } from '../src/server/reporting/refresh-uptime.js';
import { createProber } from '../src/server/monitoring/probe/index.js';
import type { ProbeResult, ProbeTarget } from '../src/server/monitoring/probe/types.js';
import { createScheduler, type BatchProber } from '../src/server/monitoring/scheduler.js';
import { createTargetPolicy } from '../src/server/monitoring/target-policy.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 180);
const N = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const PING_SAMPLE = Number(process.env.BENCH_PING_SAMPLE ?? 200);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
/** The worker refreshes uptime every 5 min; here more often, to see its effect on the loop. */
const UPTIME_EVERY_S = Number(process.env.BENCH_UPTIME_EVERY_SECONDS ?? 60);
const INTERVAL_S = 30;
const TIMEOUT_MS = 5000;
const START_DELAY_MS = 3000;
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- measurement helpers -------------------------------------------------------------------

/** /proc/<pid>/stat fields from #3 (state) on: [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime */
function statFields(pid: number | 'self'): string[] | undefined {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return s.slice(s.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone
  }
}
const ticksToMs = (t: number) => (t * 1000) / CLK_TCK;

const selfCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** CPU of this process's reaped children (spawned pings). */
const childrenCpuMs = () => {
  const f = statFields('self')!;
  return ticksToMs(Number(f[13]) + Number(f[14]));
};

/** PostgreSQL's CPU: the postmaster (with its reaped backends) plus every live child process. */
function postgresCpuMs(postmaster: number): number {
  const pm = statFields(postmaster);
  if (!pm) return NaN;
  let ticks = Number(pm[11]) + Number(pm[12]) + Number(pm[13]) + Number(pm[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(Number(entry));
    if (f && Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticksToMs(ticks);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: percentile(s, 50),
    p99: percentile(s, 99),
    max: s[s.length - 1] ?? NaN,
  };
};
const dbSize = async (pool: pg.Pool) =>
  Number((await pool.query('SELECT pg_database_size(current_database()) AS s')).rows[0].s);
const TABLES = ['properties', 'check_results', 'check_rollups_hourly', 'check_rollups_daily'];
/** Bytes per table, indexes and TOAST included. */
async function tableSizes(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ t: string; b: string }>(
    `SELECT t, pg_total_relation_size(t::regclass) AS b FROM unnest($1::text[]) AS t`,
    [TABLES],
  );
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.b)]));
}

// ---- seeding -------------------------------------------------------------------------------

/** 127.x.y.z spread over the loopback range; last octet 1..254 (no .0 / .255). */
function loopbackAddress(i: number): string {
  return `127.${1 + ((i * 7) % 250)}.${Math.floor(i / 254) % 256}.${1 + (i % 254)}`;
}

async function seed(pool: pg.Pool, policy: ReturnType<typeof createTargetPolicy>, startAt: number) {
  const ws = await pool.query<{ id: string }>(
    `INSERT INTO workspaces (name, plan) VALUES ('Scheduler bench', 'enterprise') RETURNING id`,
  );
  const ips: string[] = [];
  const due: Date[] = [];
  for (let i = 0; i < N; i++) {
    const ip = loopbackAddress(i);
    // Network rule: nothing but loopback, checked before a row exists.
    if (!ip.startsWith('127.') || !policy.check(ip).ok) throw new Error(`refusing to seed ${ip}`);
    ips.push(ip);
    // evenly over the first interval, with +-250 ms of jitter
    const jitter = (Math.random() - 0.5) * 500;
    due.push(new Date(startAt + Math.max(0, (i / N) * INTERVAL_S * 1000 + jitter)));
  }
  const { rows } = await pool.query<{ id: number; next_check_at: Date }>(
    `INSERT INTO properties (workspace_id, name, address, ip_address, interval_seconds, timeout_ms,
                             permission_confirmed, next_check_at)
     SELECT $1, 'Bench ' || i, i || ' Loopback Lane', ip, $4, $5, true, at
       FROM unnest($2::text[], $3::timestamptz[]) WITH ORDINALITY AS s(ip, at, i)
     RETURNING id, next_check_at`,
    [ws.rows[0]!.id, ips, due, INTERVAL_S, TIMEOUT_MS],
  );
  return new Map(rows.map((r) => [r.id, r.next_check_at.getTime()]));
}

// ---- baseline: one spawned ping per check --------------------------------------------------

async function pingBaseline(addresses: string[]) {
  const cpu0 = selfCpuMs() + childrenCpuMs();
  const t0 = performance.now();
  let up = 0;
  let next = 0;
  const one = (address: string) =>
    new Promise<boolean>((resolve) => {
      const child = spawn('ping', ['-n', '-c1', '-W1', address], { stdio: 'ignore' });
      child.on('close', (code) => resolve(code === 0));
      child.on('error', () => resolve(false));
    });
  const lane = async () => {
    while (next < addresses.length) if (await one(addresses[next++]!)) up++;
  };
  await Promise.all(Array.from({ length: 16 }, lane)); // bounded concurrency and count
  return {
    checks: addresses.length,
    up,
    wallMs: performance.now() - t0,
    cpuMs: selfCpuMs() + childrenCpuMs() - cpu0,
  };
}

// ---- main ----------------------------------------------------------------------------------

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pm-bench-sched-'));
  log(`starting embedded PostgreSQL in ${dir}`);
  const cluster = await startEmbeddedPostgres({ dataDir: dir, database: 'bench' });
  const database = connectDatabase(cluster.url, 20); // as start-database.ts
  let prober: Awaited<ReturnType<typeof createProber>> | undefined;
  try {
    await runMigrations(database.db);
    const postmaster = Number(
      readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    // The worker's settings (config defaults), with monitoring limited to loopback.
    const config = loadConfig({ NODE_ENV: 'production', MONITOR_ALLOW: '127.0.0.0/8' });
    const policy = createTargetPolicy(config.monitor);
    const { batchSize, tickMs, engine } = config.monitor;

    const startAt = Date.now() + START_DELAY_MS;
    const firstDue = await seed(database.pool, policy, startAt);
    log(`seeded ${firstDue.size} properties (interval ${INTERVAL_S} s, timeout ${TIMEOUT_MS} ms)`);
    prober = await createProber({ engine, log });
    log(`probe engine ${prober.icmpEngineName}; batch size ${batchSize}, tick ${tickMs} ms`);

    // Instrumentation without touching the product: the claim query's rows carry each check's
    // scheduled time (next_check_at); the prober wrapper sees when its probe completed.
    const scheduled = new Map<number, number>();
    const claimLag: number[] = [];
    const doneLag: number[] = [];
    const outcomes = { up: 0, timeout: 0, unreachable: 0 };
    const pool = new Proxy(database.pool, {
      get(target, prop) {
        if (prop === 'query') {
          return async (...args: unknown[]) => {
            const res = await (target.query as (...a: unknown[]) => Promise<pg.QueryResult>)(
              ...args,
            );
            if (typeof args[0] === 'string' && args[0].includes('SKIP LOCKED')) {
              const now = Date.now();
              for (const r of res.rows as Array<{ id: number; nextCheckAt: Date }>) {
                scheduled.set(r.id, r.nextCheckAt.getTime());
                claimLag.push(now - r.nextCheckAt.getTime());
              }
            }
            return res;
          };
        }
        const v = Reflect.get(target, prop, target) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    }) as pg.Pool;
    const real = prober;
    const timed: BatchProber = {
      async probe(targets: ProbeTarget[]): Promise<ProbeResult[]> {
        const results = await real.probe(targets);
        const now = Date.now();
        for (const r of results) {
          outcomes[r.outcome]++;
          doneLag.push(now - scheduled.get(r.id)!);
        }
        return results;
      },
    };
    const schedulerLog: string[] = [];
    const makeScheduler = () =>
      createScheduler({
        pool,
        prober: timed,
        policy,
        batchSize,
        tickMs,
        log: (m) => {
          schedulerLog.push(m);
          log(`scheduler: ${m}`);
        },
      });

    // ---- the measured run ----
    const loop = monitorEventLoopDelay({ resolution: 5 });
    const size0 = await dbSize(database.pool);
    const tables0 = await tableSizes(database.pool);
    const load0 = os.loadavg();
    const pg0 = postgresCpuMs(postmaster);
    const cpu0 = selfCpuMs();
    const t0 = Date.now();
    let peakRss = process.memoryUsage().rss;
    loop.enable();
    const scheduler = makeScheduler();
    scheduler.start();
    const endAt = t0 + SECONDS * 1000;
    let lastReport = t0;
    let lastUptime = t0;
    const uptimeRuns: number[] = [];
    let uptimeJob: Promise<void> = Promise.resolve();
    while (Date.now() < endAt) {
      if (Date.now() - lastUptime >= UPTIME_EVERY_S * 1000) {
        // beside the loop, as the worker's timer runs it
        lastUptime = Date.now();
        const u0 = performance.now();
        uptimeJob = refreshUptime(database.db).then(() => {
          uptimeRuns.push(performance.now() - u0);
        });
      }
      await sleep(Math.min(1000, endAt - Date.now()));
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      if (Date.now() - lastReport >= 30_000) {
        lastReport = Date.now();
        const l = summary(doneLag.slice(-N));
        const mb = (await dbSize(database.pool)) / 2 ** 20;
        log(
          `${Math.round((Date.now() - t0) / 1000)} s: ${scheduler.stats.checks} checks, ` +
            `lag (last ${l.n}) p50 ${l.p50} ms p99 ${l.p99} ms, RSS ${(peakRss / 2 ** 20).toFixed(0)} MB, ` +
            `database ${mb.toFixed(1)} MB, load ${os.loadavg()[0]!.toFixed(1)}`,
        );
      }
    }
    const stopCalledAt = Date.now();
    await scheduler.stop();
    await uptimeJob;
    const t1 = Date.now();
    loop.disable();
    const cpuMs = selfCpuMs() - cpu0;
    const pgMs = postgresCpuMs(postmaster) - pg0;
    const size1 = await dbSize(database.pool);
    const tables1 = await tableSizes(database.pool);
    const load1 = os.loadavg();
    const wallMs = t1 - t0;

    // Due: the schedule's slots up to when the loop was stopped, less one tick (not yet claimable).
    const cutoff = stopCalledAt - tickMs;
    let due = 0;
    for (const first of firstDue.values()) {
      if (first <= cutoff) due += Math.floor((cutoff - first) / (INTERVAL_S * 1000)) + 1;
    }
    const { rows: perProp } = await database.pool.query<{ n: number }>(
      `SELECT count(r.id)::int AS n FROM properties p LEFT JOIN check_results r ON r.property_id = p.id GROUP BY p.id`,
    );
    const done = perProp.reduce((s, r) => s + r.n, 0);
    const counts = perProp.map((r) => r.n);
    const tables = await database.pool.query(
      `SELECT (SELECT count(*) FROM check_results)::int AS raw,
              (SELECT count(*) FROM check_rollups_hourly)::int AS hourly,
              (SELECT count(*) FROM check_rollups_daily)::int AS daily,
              (SELECT count(*) FROM alerts)::int AS alerts,
              pg_total_relation_size('check_results') AS raw_bytes`,
    );
    const uptimeT0 = performance.now();
    await refreshUptime(database.db);
    const uptimeMs = performance.now() - uptimeT0;

    // ---- idle: the same loop with nothing due ----
    await database.pool.query(`UPDATE properties SET next_check_at = now() + interval '1 day'`);
    const idle = makeScheduler();
    const idleCpu0 = selfCpuMs();
    const idlePg0 = postgresCpuMs(postmaster);
    const idleT0 = Date.now();
    idle.start();
    await sleep(IDLE_SECONDS * 1000);
    await idle.stop();
    const idleWall = Date.now() - idleT0;
    const idleCpuPct = ((selfCpuMs() - idleCpu0) / idleWall) * 100;
    const idlePgPct = ((postgresCpuMs(postmaster) - idlePg0) / idleWall) * 100;

    // ---- baseline: one `ping` process per check, on a sample of the same addresses ----
    const sample = Array.from({ length: Math.min(PING_SAMPLE, N) }, (_, i) =>
      loopbackAddress(Math.floor((i * N) / Math.min(PING_SAMPLE, N))),
    );
    const ping = await pingBaseline(sample);

    // ---- report ----
    const claim = summary(claimLag);
    const lag = summary(doneLag);
    const ourCpuPerCheck = cpuMs / Math.max(done, 1);
    const pingCpuPerCheck = ping.cpuMs / ping.checks;
    const checksPerSecond = N / INTERVAL_S;
    const result = {
      properties: N,
      intervalSeconds: INTERVAL_S,
      seconds: wallMs / 1000,
      engine: real.icmpEngineName,
      batchSize,
      tickMs,
      cores: os.cpus().length,
      checks: {
        due,
        done,
        ratio: done / Math.max(due, 1),
        outcomes,
        batches: scheduler.stats.batches,
        errors: scheduler.stats.errors,
      },
      perPropertyChecks: { min: Math.min(...counts), max: Math.max(...counts) },
      claimLagMs: claim,
      scheduleLagMs: lag,
      onTimeUnder2s: doneLag.filter((x) => x < 2000).length / Math.max(doneLag.length, 1),
      cpuPctOfOneCore: (cpuMs / wallMs) * 100,
      postgresCpuPctOfOneCore: (pgMs / wallMs) * 100,
      rssPeakMb: peakRss / 2 ** 20,
      maxRssLifetimeMb: process.resourceUsage().maxRSS / 1024,
      eventLoopDelayMs: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
      dbGrowthMbPerMinute: (size1 - size0) / 2 ** 20 / (wallMs / 60_000),
      dbSizeMb: { before: size0 / 2 ** 20, after: size1 / 2 ** 20 },
      tableGrowthMbPerMinute: Object.fromEntries(
        TABLES.map((t) => [t, (tables1[t]! - tables0[t]!) / 2 ** 20 / (wallMs / 60_000)]),
      ),
      loadAverage1m: { start: load0[0], end: load1[0] },
      rows: tables.rows[0],
      refreshUptimeMs: uptimeMs,
      refreshUptimeDuringRunMs: uptimeRuns,
      idle: { seconds: idleWall / 1000, cpuPct: idleCpuPct, postgresCpuPct: idlePgPct },
      baselinePing: {
        ...ping,
        cpuMsPerCheck: pingCpuPerCheck,
        cpuPctAtThisLoad: ((pingCpuPerCheck * checksPerSecond) / 1000) * 100,
      },
      ourCpuMsPerCheck: ourCpuPerCheck,
      ourPlusPostgresCpuMsPerCheck: (cpuMs + pgMs) / Math.max(done, 1),
      pingToOursCpuRatio: pingCpuPerCheck / ourCpuPerCheck,
      schedulerLog,
    };

    const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');
    const ok = (b: boolean) => (b ? 'OK  ' : 'MISS');
    console.log('');
    console.log(
      `Scheduler bench: ${N} properties every ${INTERVAL_S} s, ${f(wallMs / 1000, 0)} s, engine ${result.engine}, batch ${batchSize}, tick ${tickMs} ms, ${result.cores} cores, load average ${f(load0[0]!)} -> ${f(load1[0]!)}`,
    );
    console.log(
      `  checks done / due           ${done} / ${due} (${f(result.checks.ratio * 100, 2)} %), up ${outcomes.up}, timeout ${outcomes.timeout}, unreachable ${outcomes.unreachable}, ${scheduler.stats.batches} batches, ${scheduler.stats.errors} errors`,
    );
    console.log(
      `  checks per property         min ${result.perPropertyChecks.min}, max ${result.perPropertyChecks.max}`,
    );
    console.log(
      `  claim lag (claim - due)     p50 ${f(claim.p50, 0)} ms, p99 ${f(claim.p99, 0)} ms, max ${f(claim.max, 0)} ms`,
    );
    console.log(
      `  ${ok(lag.p99 < 2000)} schedule lag           p50 ${f(lag.p50, 0)} ms, p99 ${f(lag.p99, 0)} ms, max ${f(lag.max, 0)} ms (checked_at - next_check_at; target p99 < 2000 ms); ${f(result.onTimeUnder2s * 100, 2)} % under 2 s`,
    );
    console.log(
      `  ${ok(result.cpuPctOfOneCore < 10)} worker CPU             ${f(result.cpuPctOfOneCore, 2)} % of one core (target < 10 %), ${f(ourCpuPerCheck * 1000, 1)} us per check`,
    );
    console.log(
      `       PostgreSQL CPU         ${f(result.postgresCpuPctOfOneCore, 2)} % of one core, ${f((pgMs / Math.max(done, 1)) * 1000, 1)} us per check`,
    );
    console.log(
      `  ${ok(result.rssPeakMb < 300)} RSS peak               ${f(result.rssPeakMb, 0)} MB during the run (target < 300 MB); lifetime max ${f(result.maxRssLifetimeMb, 0)} MB`,
    );
    console.log(
      `       event-loop delay       p99 ${f(result.eventLoopDelayMs.p99, 1)} ms, max ${f(result.eventLoopDelayMs.max, 1)} ms`,
    );
    console.log(
      `       database growth        ${f(result.dbGrowthMbPerMinute, 2)} MB/min (${f(size0 / 2 ** 20)} -> ${f(size1 / 2 ** 20)} MB); rows ${JSON.stringify(result.rows)}`,
    );
    console.log(
      `         by table (MB/min)    ${TABLES.map((t) => `${t} ${f(result.tableGrowthMbPerMinute[t]!, 2)}`).join(', ')}`,
    );
    console.log(
      `       refreshUptime          ${f(uptimeMs, 0)} ms for ${N} properties after the run; during it (every ${UPTIME_EVERY_S} s) ${uptimeRuns.map((x) => f(x, 0)).join(', ')} ms`,
    );
    console.log(
      `       idle loop              ${f(idleCpuPct, 2)} % of one core (PostgreSQL ${f(idlePgPct, 2)} %), nothing due, ${f(idleWall / 1000, 0)} s`,
    );
    console.log(
      `  baseline: one spawned ping per check (${ping.checks} sampled, ${ping.up} up): ${f(pingCpuPerCheck * 1000, 0)} us CPU per check = ${f(result.baselinePing.cpuPctAtThisLoad, 1)} % of one core at ${f(checksPerSecond, 0)} checks/s`,
    );
    console.log(
      `  ratio: spawned ping costs ${f(result.pingToOursCpuRatio, 0)}x the worker CPU per check, ${f(pingCpuPerCheck / result.ourPlusPostgresCpuMsPerCheck, 1)}x worker + PostgreSQL`,
    );
    console.log('');
    console.log(JSON.stringify(result));
  } finally {
    await prober?.close().catch(() => {});
    await database.close().catch(() => {});
    await cluster.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
