// Scheduler benchmark: the real worker loop (createScheduler with the real prober, the worker's
// batch size and tick) over N properties at a 30 s interval on loopback addresses (127.x.y.z: all
// of 127.0.0.0/8 answers on Linux loopback, nothing leaves the machine), against its own embedded
// PostgreSQL in a temporary directory, with the worker's fold (decision 014) and uptime refresh
// beside it. Prints every minute the database size per table and the lag, and at the end checks
// done vs due, schedule lag, CPU and memory of this process and of PostgreSQL, growth and whether
// it levelled off, raw history bytes per check, and a baseline (one spawned `ping` per check).
//
// Usage: npm run bench:scheduler
//   BENCH_SECONDS (180)  BENCH_PROPERTIES (10000)  BENCH_INTERVAL (30 s)  BENCH_STATEMENTS (false)  BENCH_PING_SAMPLE (200)  BENCH_IDLE_SECONDS (10)
//   BENCH_UPTIME_EVERY_SECONDS (60; the worker's is 300)  BENCH_FOLD_EVERY_SECONDS (the worker's, 300)
//   BENCH_CANARIES (127.0.0.1): the worker's location guard (decision 027) rides along with these
//   canaries in every batch and counts each batch in the location's row; BENCH_GUARD=false: none
//   BENCH_WORKERS (1): with 2 or more, that many worker processes share one database
//   (bench/scheduler/two-workers.ts): how the checks split, each one's lag, none checked twice.
//   BENCH_KILL_AFTER_SECONDS: with BENCH_WORKERS, worker 1 is killed (SIGKILL) that far into the
//   run; PASS when no property's checks are more than two intervals apart and none is recorded twice.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { loadConfig } from '../src/server/config.js';
import { connectDatabase } from '../src/server/db/client.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { FOLD_EVERY_MS, foldCheckResults } from '../src/server/monitoring/fold-check-results.js';
import { createProber } from '../src/server/monitoring/probe/index.js';
import { createLocationGuard } from '../src/server/monitoring/location-guard/create-location-guard.js';
import { DEFAULT_GUARD } from '../src/server/monitoring/location-guard/guard-config.js';
import { createScheduler, WORKER_SCHEDULE } from '../src/server/monitoring/scheduler.js';
import { probeSliceFor } from '../src/server/monitoring/probe-slices.js';
import { createTargetPolicy } from '../src/server/monitoring/target-policy.js';
import { refreshUptime } from '../src/server/reporting/refresh-uptime.js';
import { uptimeEdgePass } from '../src/server/reporting/refresh-uptime-edges.js';
import { instrument, LagHistogram, periodic } from './scheduler/instrument.js';
import * as m from './scheduler/measure.js';
import { levelling, minuteLine, printSummary, type Minute } from './scheduler/report.js';
import { loopbackAddress, pingBaseline, seed } from './scheduler/seed.js';
import { fullScansBetween, scanCounters } from './scheduler/full-scans.js';
import { printGoals } from './scheduler/goals.js';
import { recordedGaps } from './scheduler/recorded-gaps.js';
import { printStatements, resetStatements } from './scheduler/statements.js';
import { startWebProbe } from './scheduler/web-probe.js';
import { runWorkers } from './scheduler/two-workers.js';
import { rerunWithWorkerFlags } from './scheduler/worker-flags.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 180);
const N = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const PING_SAMPLE = Number(process.env.BENCH_PING_SAMPLE ?? 200);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const UPTIME_EVERY_S = Number(process.env.BENCH_UPTIME_EVERY_SECONDS ?? 60);
const FOLD_EVERY_S = Number(process.env.BENCH_FOLD_EVERY_SECONDS ?? FOLD_EVERY_MS / 1000);
const INTERVAL_S = Number(process.env.BENCH_INTERVAL ?? 30);
/** BENCH_SCHEDULE=memory|scan: the scheduler's schedule (decision 036 item 1); unset: the worker's default */
const SCHEDULE = process.env.BENCH_SCHEDULE as typeof WORKER_SCHEDULE | undefined;
/** BENCH_STATEMENTS=true: pg_stat_statements on, its top statements printed at the end */
const STATEMENTS = process.env.BENCH_STATEMENTS === 'true';
const TIMEOUT_MS = 5000;
/** the web process asked for GET /api/auth/user during the run (issue 32) */
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 4497);
const START_DELAY_MS = 3000;
/**
 * The socket's send cap (MONITOR_ICMP_PPS) at half as much again as the checks a second need,
 * 5,000 at least (the default): 1,000,000 at 60 s need 16,667 from one process.
 */
const PPS =
  process.env.MONITOR_ICMP_PPS ?? String(Math.max(5000, Math.ceil((1.5 * N) / INTERVAL_S)));
const MB = 2 ** 20;

/** the web process's answers: p99 over the run and of its worst minute */
function webFigures(w: { answers: Array<[number, number]>; failures: number }, t0: number) {
  const byMinute = new Map<number, number[]>();
  for (const [at, ms] of w.answers) {
    const k = Math.floor((at - t0) / 60_000);
    const xs = byMinute.get(k) ?? [];
    xs.push(ms);
    byMinute.set(k, xs);
  }
  const perMinuteP99 = [...byMinute.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, xs]) => m.summary(xs).p99);
  return {
    p99: m.summary(w.answers.map(([, ms]) => ms)).p99,
    worstMinuteP99: Math.max(...perMinuteP99),
    perMinuteP99,
    answers: w.answers.length,
    failures: w.failures,
  };
}

/**
 * What the last fold added to the packed history, per check it folded (indexes included): the
 * figure the history levels off at. The first fold after a start holds fewer checks a row (the
 * checks of its first minutes), so the run's average over all rows is above it.
 */
function lastFoldBytesPerCheck(runs: Array<{ n: number }>, sizes: number[]): number {
  const k = sizes.length - 1;
  if (k < 1 || !(runs[k]?.n ?? 0)) return NaN;
  return (sizes[k]! - sizes[k - 1]!) / runs[k]!.n;
}

const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pm-bench-sched-'));
  log(`starting embedded PostgreSQL in ${dir}`);
  const cluster = await startEmbeddedPostgres({
    dataDir: dir,
    database: 'bench',
    settings: STATEMENTS ? ['shared_preload_libraries=pg_stat_statements'] : [],
  });
  const database = connectDatabase(cluster.url, 20); // as start-database.ts
  let prober: Awaited<ReturnType<typeof createProber>> | undefined;
  try {
    await runMigrations(database.db);
    const postmaster = Number(
      readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    // The worker's settings (config defaults), with monitoring limited to loopback.
    const config = loadConfig({
      NODE_ENV: 'production',
      MONITOR_ALLOW: '127.0.0.0/8',
      MONITOR_ICMP_PPS: PPS,
      // the worker's settings as an operator would set them (defaults when unset)
      MONITOR_BATCH_SIZE: process.env.MONITOR_BATCH_SIZE,
      MONITOR_TICK_MS: process.env.MONITOR_TICK_MS,
      HISTORY_RETENTION_DAYS: process.env.HISTORY_RETENTION_DAYS,
    });
    const policy = createTargetPolicy(config.monitor);
    const { batchSize, tickMs, engine, icmpPps } = config.monitor;
    const seededStart = Date.now() + START_DELAY_MS;
    const seeded = await seed(database.pool, policy, {
      n: N,
      startAt: seededStart,
      intervalS: INTERVAL_S,
      timeoutMs: TIMEOUT_MS,
    });
    log(`seeded ${seeded.size} properties (interval ${INTERVAL_S} s, timeout ${TIMEOUT_MS} ms)`);
    prober = await createProber({ engine, pps: icmpPps, log });
    log(
      `probe engine ${prober.icmpEngineName} (at most ${icmpPps} a second); batch size ${batchSize}, probed in slices of ${probeSliceFor(icmpPps)}, tick ${tickMs} ms`,
    );

    const real = prober;
    const {
      pool,
      prober: timed,
      lagAt,
    } = instrument(database.pool, real, {
      lags: new LagHistogram(),
    });
    const schedulerLog: string[] = [];
    const canaries = (process.env.BENCH_CANARIES ?? '127.0.0.1').split(',').filter(Boolean);
    const guard =
      process.env.BENCH_GUARD === 'false'
        ? undefined
        : createLocationGuard({
            pool,
            config: { ...DEFAULT_GUARD, canaries },
            policy,
            prober: timed,
            log,
          });
    log(guard ? `location guard on, canaries ${canaries.join(', ') || 'none'}` : 'no guard');
    const makeScheduler = () =>
      createScheduler({
        pool,
        prober: timed,
        policy,
        batchSize,
        tickMs,
        probeSliceSize: probeSliceFor(icmpPps),
        guard,
        schedule: SCHEDULE ?? WORKER_SCHEDULE,
        log: (msg) => {
          schedulerLog.push(msg);
          log(`scheduler: ${msg}`);
        },
      });

    // ---- the measured run ----
    const web = await startWebProbe(path.join(dir, 'web'), WEB_PORT, cluster.url);
    log(
      web
        ? `web process ${web.pid} asked GET /api/auth/user every 100 ms`
        : 'no web process: npm run build first to measure GET /api/auth/user',
    );
    // The seed (40 s at 1,000,000) and the web process took their time: without this, that much
    // of the first interval was overdue when the worker started, and the start-up minutes
    // measured the bench's own delay. The schedule moves on to start a few seconds from when the
    // move is done (2 s a 100,000 rows for the move and its vacuum); the feed rows it and the seed wrote
    // are dropped, as the worker reads the whole schedule when it starts anyway.
    const startAt = Date.now() + START_DELAY_MS + Math.ceil(N / 100_000) * 2000;
    const shift = startAt - seededStart;
    await database.pool.query(
      `UPDATE property_schedule SET next_check_at = next_check_at + make_interval(secs => $1::float8 / 1000)`,
      [shift],
    );
    await database.pool.query('TRUNCATE schedule_changes');
    await database.pool.query('VACUUM ANALYZE property_schedule');
    const firstDue = seeded.firstDue;
    for (let i = 0; i < firstDue.length; i++) firstDue[i] = firstDue[i]! + shift;
    const late = Date.now() - startAt;
    log(`schedule moved ${(shift / 1000).toFixed(1)} s on, to start ${-late} ms from now`);
    const scans0 = await scanCounters(database.pool);
    const loop = monitorEventLoopDelay({ resolution: 5 });
    // the worker's garbage collection pauses (its main thread): what of its CPU GC takes, and
    // what a larger young generation (--max-semi-space-size) changes
    const gc = { ms: 0, count: 0 };
    const gcObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        gc.ms += e.duration;
        gc.count++;
      }
    });
    gcObserver.observe({ entryTypes: ['gc'] });
    const size0 = await m.dbSize(database.pool);
    const tables0 = await m.tableSizes(database.pool);
    const load0 = os.loadavg();
    const pg0 = m.postgresCpuMs(postmaster);
    const cpu0 = m.selfCpuMs();
    const t0 = Date.now();
    let peakRss = process.memoryUsage().rss;
    let peakPgRss = m.postgresRssMb(postmaster);
    let peakPss = m.selfPssMb();
    let peakPgPss = m.postgresPssMb(postmaster);
    // what of the worker's memory is its JavaScript heap (live and garbage not yet collected) and
    // what lies outside it (buffers, the addon): the PSS goal's figure broken down
    const peakHeap = { used: 0, total: 0, external: 0 };
    if (STATEMENTS) await resetStatements(database.pool);
    loop.enable();
    const scheduler = makeScheduler();
    scheduler.start();
    // as the worker: the fold refreshes what it folded, this pass the windows' edges (decision 036)
    const uptimeEdges = uptimeEdgePass(database.db);
    const uptime = periodic(UPTIME_EVERY_S, uptimeEdges);
    // the packed history's size after each fold: what one fold's rows add, per check folded
    const packedAfterFold: number[] = [];
    const fold = periodic(FOLD_EVERY_S, async () => {
      const n = await foldCheckResults(database.db, undefined, undefined, {
        spreadMs: (FOLD_EVERY_S * 1000) / 2,
      });
      packedAfterFold.push((await m.tableSizes(database.pool))['check_results_packed']!);
      return n;
    });
    const minutes: Minute[] = [];
    const sample = async () => {
      const now = Date.now();
      const minute: Minute = {
        s: (now - t0) / 1000,
        dbBytes: await m.dbSize(database.pool),
        tables: await m.tableSizes(database.pool),
        lagP99: lagAt.takeMinute().p99,
        checks: scheduler.stats.checks,
        workerRssMb: process.memoryUsage().rss / MB,
        postgresRssMb: m.postgresRssMb(postmaster),
        workerPssMb: m.selfPssMb(),
        postgresPssMb: m.postgresPssMb(postmaster),
        load: os.loadavg()[0]!,
      };
      log(minuteLine(minute, minutes[minutes.length - 1]));
      minutes.push(minute);
    };
    await sample();
    const endAt = t0 + SECONDS * 1000;
    let ticks = 0;
    while (Date.now() < endAt) {
      uptime.poll();
      fold.poll();
      await sleep(Math.min(1000, endAt - Date.now()));
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      peakPgRss = Math.max(peakPgRss, m.postgresRssMb(postmaster));
      // PSS every 10 s only: the kernel walks every page table of every backend for
      // smaps_rollup and charges it to this process, whose CPU is the worker's figure (sampled
      // every second it was ~9 % of this process's busy time in a --cpu-prof at 100,000).
      if (++ticks % 10 === 0) {
        peakPss = Math.max(peakPss, m.selfPssMb());
        peakPgPss = Math.max(peakPgPss, m.postgresPssMb(postmaster));
        const heap = process.memoryUsage();
        peakHeap.used = Math.max(peakHeap.used, heap.heapUsed / MB);
        peakHeap.total = Math.max(peakHeap.total, heap.heapTotal / MB);
        peakHeap.external = Math.max(peakHeap.external, heap.external / MB);
      }
      if (Date.now() - t0 >= minutes.length * 60_000) await sample();
    }
    const stopCalledAt = Date.now();
    const scans1 = await scanCounters(database.pool);
    const webAnswers = await web?.stop();
    log(`schedule ${SCHEDULE ?? WORKER_SCHEDULE}: held ${JSON.stringify(scheduler.held)}`);
    log(
      `worker heap peaks (every 10 s): used ${peakHeap.used.toFixed(0)} MB, heap ${peakHeap.total.toFixed(0)} MB, external ${peakHeap.external.toFixed(0)} MB; of the used, the bench's own due times seen (~45 bytes a property)`,
    );
    await scheduler.stop();
    await uptime.done();
    await fold.done();
    const t1 = Date.now();
    loop.disable();
    gcObserver.disconnect();
    const cpuMs = m.selfCpuMs() - cpu0;
    const pgMs = m.postgresCpuMs(postmaster) - pg0;
    await sample();
    const size1 = await m.dbSize(database.pool);
    const tables1 = await m.tableSizes(database.pool);
    const load1 = os.loadavg();
    const wallMs = t1 - t0;
    // Due: the schedule's slots up to when the loop was stopped, less one tick (not yet claimable).
    const cutoff = stopCalledAt - tickMs;
    let due = 0;
    for (const first of firstDue) {
      if (first <= cutoff) due += Math.floor((cutoff - first) / (INTERVAL_S * 1000)) + 1;
    }
    const counts = await m.storedChecks(database.pool);
    const done = counts.reduce((s, n) => s + n, 0);
    // recorded twice: the gaps of every property up to 10,000, a sample of them above
    const gaps = await recordedGaps(database.pool, {
      from: new Date(t0),
      to: new Date(cutoff),
      intervalS: INTERVAL_S,
      sampleEvery: Math.max(1, Math.ceil(N / 10_000)),
    });
    const count = async (q: string) => Number((await database.pool.query(q)).rows[0].n);
    const unfolded = {
      checks: await count('SELECT count(*) AS n FROM check_results'),
      bytes: tables1['check_results']!,
    };
    const packed = {
      checks: await count('SELECT coalesce(sum(n), 0) AS n FROM check_results_packed'),
      bytes: tables1['check_results_packed']!,
    };
    // a rollup row's bytes: the table's size (indexes and versions not vacuumed yet included)
    const rollupBytesPerRow = {
      hour:
        tables1['check_hours']! / Math.max(1, await count('SELECT count(*) AS n FROM check_hours')),
      day:
        tables1['check_days']! / Math.max(1, await count('SELECT count(*) AS n FROM check_days')),
    };
    if (STATEMENTS) await printStatements(database.pool, done);
    const u0 = performance.now();
    await refreshUptime(database.db);
    const uptimeMs = performance.now() - u0;

    // ---- idle: the same loop with nothing due ----
    await database.pool.query(
      `UPDATE property_schedule SET next_check_at = now() + interval '1 day'`,
    );
    const idle = makeScheduler();
    const idleCpu0 = m.selfCpuMs();
    const idlePg0 = m.postgresCpuMs(postmaster);
    const idleT0 = Date.now();
    idle.start();
    await sleep(IDLE_SECONDS * 1000);
    await idle.stop();
    const idleWall = Date.now() - idleT0;

    const pingAddresses = Array.from({ length: Math.min(PING_SAMPLE, N) }, (_, i) =>
      loopbackAddress(Math.floor((i * N) / Math.min(PING_SAMPLE, N))),
    );
    const ping = await pingBaseline(pingAddresses);
    const lag = lagAt.total();
    printSummary({
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
        batches: scheduler.stats.batches,
        errors: scheduler.stats.errors,
      },
      perPropertyChecks: m.range(counts),
      scheduleLagMs: lag,
      worstMinuteLagP99: Math.max(
        ...minutes.slice(1).map((x) => (Number.isFinite(x.lagP99) ? x.lagP99 : 0)),
      ),
      onTimeUnder2s: lag.under2s,
      cpuPctOfOneCore: (cpuMs / wallMs) * 100,
      postgresCpuPctOfOneCore: (pgMs / wallMs) * 100,
      ourCpuMsPerCheck: cpuMs / Math.max(done, 1),
      postgresCpuMsPerCheck: pgMs / Math.max(done, 1),
      ourPlusPostgresCpuMsPerCheck: (cpuMs + pgMs) / Math.max(done, 1),
      rssPeakMb: peakRss / MB,
      postgresRssPeakMb: peakPgRss,
      pssPeakMb: peakPss,
      postgresPssPeakMb: peakPgPss,
      eventLoopDelayMs: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
      gcPauses: { count: gc.count, ms: gc.ms, usPerCheck: (gc.ms * 1000) / Math.max(done, 1) },
      dbGrowthMbPerMinute: (size1 - size0) / MB / (wallMs / 60_000),
      dbSizeMb: { before: size0 / MB, after: size1 / MB },
      levelling: levelling(minutes),
      tableGrowthMbPerMinute: Object.fromEntries(
        m.TABLES.map((t) => [t, (tables1[t]! - tables0[t]!) / MB / (wallMs / 60_000)]),
      ),
      // growth of the packed table (its empty indexes excluded) over the checks it received
      rawBytesPerCheck: packed.checks
        ? (packed.bytes - tables0['check_results_packed']!) / packed.checks
        : NaN,
      packed,
      unfolded,
      foldRuns: fold.runs,
      loadAverage1m: { start: load0[0], end: load1[0] },
      refreshUptimeMs: uptimeMs,
      refreshUptimeDuringRunMs: uptime.runs.map((r) => r.ms),
      idle: {
        seconds: idleWall / 1000,
        cpuPct: ((m.selfCpuMs() - idleCpu0) / idleWall) * 100,
        postgresCpuPct: ((m.postgresCpuMs(postmaster) - idlePg0) / idleWall) * 100,
      },
      baselinePing: { ...ping, cpuMsPerCheck: ping.cpuMs / ping.checks },
      minutes: minutes.map((x) => ({ ...x, tables: undefined })),
      schedulerLog,
    });
    const worstMinuteLagP99 = Math.max(
      ...minutes.slice(1).map((x) => (Number.isFinite(x.lagP99) ? x.lagP99 : 0)),
    );
    printGoals({
      properties: N,
      intervalSeconds: INTERVAL_S,
      seconds: wallMs / 1000,
      due,
      done,
      doubles: gaps.doubles,
      worstMinuteLagP99,
      cpuPctOfOneCore: ((cpuMs + pgMs) / wallMs) * 100,
      usPerCheck: ((cpuMs + pgMs) / Math.max(done, 1)) * 1000,
      memoryMb: peakPss + peakPgPss,
      bytesPerCheckAtRest: packed.checks
        ? (packed.bytes - tables0['check_results_packed']!) / packed.checks
        : NaN,
      bytesPerCheckOfLastFold: lastFoldBytesPerCheck(fold.runs, packedAfterFold),
      levelling: levelling(minutes),
      retentionDays: config.monitor.retentionDays,
      rollupRetentionDays: config.monitor.rollupRetentionDays,
      rollupBytesPerRow,
      fullScans: fullScansBetween(scans0, scans1),
      web: webAnswers && webFigures(webAnswers, t0),
    });
  } finally {
    await prober?.close().catch(() => {});
    await database.close().catch(() => {});
    await cluster.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const KILL_AFTER_S = process.env.BENCH_KILL_AFTER_SECONDS;
if (WORKERS > 1) {
  await runWorkers({
    n: N,
    seconds: SECONDS,
    workers: WORKERS,
    killAfterS: KILL_AFTER_S === undefined ? undefined : Number(KILL_AFTER_S),
  });
} else if (!rerunWithWorkerFlags(Number(PPS))) await main();
