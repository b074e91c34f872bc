// The scheduler bench's second mode (BENCH_WORKERS=2): N worker processes on one database, as a
// user scales out past one process (decision 014). Prints how the checks split between them,
// each one's lag, CPU and memory, PostgreSQL's, and whether any scheduled check was done twice.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/server/config.js';
import { connectDatabase } from '../../src/server/db/client.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { DEFAULT_SEND_CAP, workerNodeFlags } from '../../scripts/worker-node-flags.mjs';
import { runMigrations } from '../../src/server/db/migrate.js';
import { createTargetPolicy } from '../../src/server/monitoring/target-policy.js';
import * as m from './measure.js';
import { f, levelling, minuteLine, type Minute } from './report.js';
import { recordedGaps } from './recorded-gaps.js';
import { seed } from './seed.js';

type WorkerResult = {
  pid: number;
  stats: { batches: number; checks: number; alerts: number; errors: number };
  cpuMs: number;
  wallMs: number;
  stopCalledAt: number;
  rssPeakMb: number;
  lagAt: Array<[number, number]>;
  slots: Array<[number, number]>;
  log: string[];
};

const INTERVAL_S = Number(process.env.BENCH_INTERVAL ?? 30);
const MB = 2 ** 20;
const here = path.dirname(fileURLToPath(import.meta.url));
const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const rssMb = (pid: number | undefined) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};

export async function runWorkers(opts: {
  n: number;
  seconds: number;
  workers: number;
  /** SIGKILL worker 1 this many seconds into the run (no replacement: the others take over) */
  killAfterS?: number;
}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pm-bench-workers-'));
  const cluster = await startEmbeddedPostgres({ dataDir: dir, database: 'bench' });
  const database = connectDatabase(cluster.url, 4);
  const children: ChildProcess[] = [];
  try {
    await runMigrations(database.db);
    const postmaster = Number(
      readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const policy = createTargetPolicy(
      loadConfig({ NODE_ENV: 'production', MONITOR_ALLOW: '127.0.0.0/8' }).monitor,
    );
    // Seeded a day ahead, moved to start once every worker is ready (process start-up is slow).
    const seededAt = Date.now() + 86_400_000;
    const seeded = await seed(database.pool, policy, {
      n: opts.n,
      startAt: seededAt,
      intervalS: INTERVAL_S,
      timeoutMs: 5000,
    });
    log(`seeded ${seeded.size} properties; starting ${opts.workers} worker processes`);
    const ready: Array<Promise<void>> = [];
    for (let i = 0; i < opts.workers; i++) {
      const child = fork(path.join(here, 'worker-process.ts'), [], {
        // as `npm run worker` starts a worker at its send cap (scripts/worker-node-flags.mjs)
        execArgv: [
          ...workerNodeFlags(Number(process.env.MONITOR_ICMP_PPS || DEFAULT_SEND_CAP)),
          '--import',
          'tsx',
        ],
        env: { ...process.env, BENCH_DB_URL: cluster.url, BENCH_OUT: path.join(dir, `w${i}.json`) },
      });
      children.push(child);
      ready.push(new Promise((resolve) => child.once('message', () => resolve())));
    }
    await Promise.all(ready);
    const startAt = Date.now() + 3000;
    const shift = seededAt - startAt;
    await database.pool.query(
      `UPDATE property_schedule SET next_check_at = next_check_at - make_interval(secs => $1::float8 / 1000)`,
      [shift],
    );
    const firstDue = Array.from(seeded.firstDue, (t) => t - shift);
    const endAt = Date.now() + opts.seconds * 1000;
    const load0 = os.loadavg();
    const pg0 = m.postgresCpuMs(postmaster);
    const t0 = Date.now();
    const exited = children.map((c) => new Promise((r) => c.once('exit', r)));
    for (const c of children) c.send({ endAt });
    // A worker dying mid-batch (holding claims and, with the in-memory schedule, buckets): what
    // it held must be checked by the others within one interval, and nothing recorded twice.
    let killedAt: number | undefined;
    const killTimer =
      opts.killAfterS === undefined
        ? undefined
        : setTimeout(() => {
            killedAt = Date.now();
            children[0]!.kill('SIGKILL');
            log(`worker 1 killed (SIGKILL) ${f((killedAt - t0) / 1000, 0)} s into the run`);
          }, opts.killAfterS * 1000);

    const minutes: Minute[] = [];
    let pgRssPeak = 0;
    let pgPssPeak = 0;
    while (Date.now() < endAt + 500) {
      pgRssPeak = Math.max(pgRssPeak, m.postgresRssMb(postmaster));
      pgPssPeak = Math.max(pgPssPeak, m.postgresPssMb(postmaster));
      if (Date.now() - t0 >= minutes.length * 60_000) {
        const minute: Minute = {
          s: (Date.now() - t0) / 1000,
          dbBytes: await m.dbSize(database.pool),
          tables: await m.tableSizes(database.pool),
          lagP99: NaN, // per worker, printed at the end
          checks: Number(
            (await database.pool.query('SELECT count(*) AS n FROM check_results')).rows[0].n,
          ),
          workerRssMb: children.reduce((s, c) => s + rssMb(c.pid), 0),
          postgresRssMb: m.postgresRssMb(postmaster),
          workerPssMb: children.reduce((s, c) => s + m.pssMb(c.pid), 0),
          postgresPssMb: m.postgresPssMb(postmaster),
          load: os.loadavg()[0]!,
        };
        log(minuteLine(minute, minutes[minutes.length - 1]).replace(' checks,', ' unfolded,'));
        minutes.push(minute);
      }
      await sleep(1000);
    }
    await Promise.all(exited);
    clearTimeout(killTimer);
    const wallMs = Date.now() - t0;
    const pgMs = m.postgresCpuMs(postmaster) - pg0;
    const load1 = os.loadavg();
    // a killed worker wrote nothing: its checks are only in the database
    const results: Array<WorkerResult | undefined> = children.map((_, i) => {
      const file = path.join(dir, `w${i}.json`);
      return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    });
    const alive = results.filter((r): r is WorkerResult => r !== undefined);
    const cutoff = Math.min(...alive.map((r) => r.stopCalledAt)) - 1000;
    let due = 0;
    for (const first of firstDue) {
      if (first <= cutoff) due += Math.floor((cutoff - first) / (INTERVAL_S * 1000)) + 1;
    }
    const counts = await m.storedChecks(database.pool);
    const done = counts.reduce((s, n) => s + n, 0);
    // A slot (property, scheduled time) probed by two workers, or twice by one, is a double.
    const seen = new Set<string>();
    let doubles = 0;
    for (const r of alive) {
      for (const [id, at] of r.slots) {
        const key = `${id}:${at}`;
        if (seen.has(key)) doubles++;
        seen.add(key);
      }
    }
    const total = alive.reduce((s, r) => s + r.stats.checks, 0);
    const workerMs = alive.reduce((s, r) => s + r.cpuMs, 0);
    const gaps = await recordedGaps(database.pool, {
      from: new Date(startAt),
      to: new Date(cutoff),
      intervalS: INTERVAL_S,
    });
    console.log('');
    console.log(
      `Scheduler bench, ${opts.workers} worker processes on one database: ${opts.n} properties every ${INTERVAL_S} s, ${f(wallMs / 1000, 0)} s, ${os.cpus().length} cores, load ${f(load0[0]!)} -> ${f(load1[0]!)}`,
    );
    const L = (s: string) => console.log(`  ${s}`);
    L(
      `checks done / due           ${done} / ${due} (${f((done / Math.max(due, 1)) * 100, 2)} %); per property min ${m.range(counts).min}, max ${m.range(counts).max}; slots checked twice: ${doubles}`,
    );
    L(
      `recorded per property        ${gaps.checks} checks of ${gaps.properties}; gap between two checks p99 ${f(gaps.p99GapS)} s, max ${f(gaps.maxGapS)} s (interval ${INTERVAL_S} s${gaps.maxGapAt ? `, property ${gaps.maxGapAt.propertyId} at ${f((gaps.maxGapAt.at - t0) / 1000, 0)} s` : ''}); over two intervals: ${gaps.lostSlots}; twice within half an interval: ${gaps.doubles}`,
    );
    if (opts.killAfterS !== undefined) {
      const pass = gaps.lostSlots === 0 && gaps.doubles === 0 && doubles === 0;
      L(
        `worker killed at ${f(((killedAt ?? NaN) - t0) / 1000, 0)} s    ${pass ? 'PASS' : 'FAIL'}: no check lost for more than one interval (${gaps.lostSlots}), none recorded twice (${gaps.doubles}), no slot probed twice by the survivors (${doubles})`,
      );
    }
    results.forEach((r, i) => {
      if (r === undefined) {
        L(`worker ${i + 1}: killed, its figures lost with it (its checks are in the database)`);
        return;
      }
      const lag = m.summary(r.lagAt.map(([, l]) => l));
      const perMinute: number[] = [];
      for (let s = 60_000; s - 60_000 < wallMs; s += 60_000) {
        const xs = r.lagAt.filter(([at]) => at > t0 + s - 60_000 && at <= t0 + s);
        if (xs.length) perMinute.push(m.summary(xs.map(([, l]) => l)).p99);
      }
      const under2 = r.lagAt.filter(([, l]) => l < 2000).length / Math.max(r.lagAt.length, 1);
      L(
        `worker ${i + 1}: ${r.stats.checks} checks (${f((r.stats.checks / Math.max(total, 1)) * 100, 1)} %), ${r.stats.batches} batches, errors ${r.stats.errors}; lag p50 ${f(lag.p50, 0)} / p99 ${f(lag.p99, 0)} / max ${f(lag.max, 0)} ms, p99 per minute ${perMinute.map((x) => f(x, 0)).join(' / ')} ms, ${f(under2 * 100, 1)} % under 2 s; CPU ${f((r.cpuMs / r.wallMs) * 100, 2)} % of one core; RSS peak ${f(r.rssPeakMb, 0)} MB`,
      );
      for (const line of r.log.slice(0, 5)) L(`  log: ${line}`);
    });
    L(
      `workers + PostgreSQL        ${f((workerMs / wallMs) * 100, 2)} + ${f((pgMs / wallMs) * 100, 2)} % of one core; ${f(((workerMs + pgMs) / Math.max(done, 1)) * 1000, 0)} us per check (workers ${f((workerMs / Math.max(done, 1)) * 1000, 0)}, PostgreSQL ${f((pgMs / Math.max(done, 1)) * 1000, 0)})`,
    );
    L(
      `PostgreSQL memory peak      PSS ${f(pgPssPeak, 0)} MB (shared pages once); RSS sum ${f(pgRssPeak, 0)} MB`,
    );
    const lv = levelling(minutes);
    L(
      `database                    ${f(minutes[0]!.dbBytes / MB)} -> ${f(minutes[minutes.length - 1]!.dbBytes / MB)} MB; ${lv.verdict}`,
    );
    L(
      `machine: load average now ${os
        .loadavg()
        .map((x) => f(x))
        .join(' ')}`,
    );
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await database.close().catch(() => {});
    await cluster.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}
