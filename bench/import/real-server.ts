// bench:import's bounded scenarios (issue 30) against a real server: the built app
// (dist/server/main.js, PROCESS_ROLE=web so no checks run) in its own process on a fresh data
// directory with its embedded PostgreSQL, four accounts signed up and in over HTTP, the files
// made here (in the benchmark's process, not the server's) and sent over HTTP. The idle server,
// probed the same way for as long, is the baseline in the same run. Prints PASS/FAIL against the
// goal: peak RSS < 600 MB and /api/health p99 < 50 ms while four ~10 MB uploads run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { account, signIn, signUp, startServer } from '../lib/app-server.js';
import {
  bigCsv,
  runBounded,
  SLOW_PROBE_MS,
  type BoundedFigures,
  type Server,
  type Upload,
} from './bounded.js';
import { wideXlsx } from './wide-xlsx.js';

const GOAL_RSS_MB = 600;
const GOAL_P99_MS = 50;
const log = (s: string) => process.stdout.write(`${s}\n`);
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export type RealServerOptions = {
  port: number;
  build: boolean;
  /** node's own arguments for the server, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof */
  nodeArgs: string[];
  idleMs: number;
  /** load heap-sampler.mjs into the server and print its web thread's heap beside its RSS */
  heapBreakdown: boolean;
  /** list the slow probes and the uploads' phases with their times */
  slowProbes?: boolean;
};

/** Sign-up gives a trial workspace; the bench's four are on the plan the in-process bench used. */
async function enterprise(dataDir: string, emails: string[]) {
  const cluster = await startEmbeddedPostgres({ dataDir, database: 'monitor', reuseRunning: true });
  const pool = new pg.Pool({ connectionString: cluster.url, max: 1 });
  try {
    await pool.query(
      `UPDATE workspaces w SET plan = 'enterprise', trial_ends_at = NULL
         FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.workspace_id = w.id AND u.email = ANY($1)`,
      [emails],
    );
  } finally {
    await pool.end();
  }
}

export async function boundedOnRealServer(opts: RealServerOptions): Promise<boolean> {
  if (opts.build) {
    log('building the server (npm run build:server) ...');
    execFileSync('npm', ['run', 'build:server'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  // the files first, so making them is over before the server is measured
  const wide = await wideXlsx(50_000);
  const csv1 = bigCsv(81);
  const csv2 = bigCsv(82);
  log(
    `50,000 x 50 .xlsx: ${(wide.file.length / 1024 / 1024).toFixed(2)} MiB (${(wide.unzipped / 1e6).toFixed(1)} MB unzipped); CSVs ${(csv1.length / 1024 / 1024).toFixed(2)} MiB each`,
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pm-bench-import-server-'));
  const heapFile = opts.heapBreakdown ? path.join(dataDir, 'heap-peaks.jsonl') : undefined;
  const started = await startServer(
    dataDir,
    opts.port,
    { PROCESS_ROLE: 'web', ...(heapFile ? { BENCH_HEAP_FILE: heapFile } : {}) },
    [...(heapFile ? ['--import=./bench/import/heap-sampler.mjs'] : []), ...opts.nodeArgs],
  );
  try {
    const server: Server = { ...started, pgDir: path.join(dataDir, 'pg'), heapFile };
    const tag = Date.now().toString(36);
    const accounts = [1, 2, 3, 4].map((i) => account(`import${i}${tag}`));
    for (const a of accounts) await signUp(server.base, a);
    await enterprise(
      dataDir,
      accounts.map((a) => a.email),
    );
    const cookies: string[] = [];
    for (const a of accounts) cookies.push(await signIn(server.base, a));

    log(`server pid ${server.pid}; load average before: ${loadavg()} (${os.cpus().length} cores)`);
    const rows: Array<[string, BoundedFigures]> = [];
    const run = async (name: string, uploads: Upload[], minMs = 0) => {
      const f = await runBounded(server, cookies, uploads, minMs);
      rows.push([name, f]);
      log(`  ${name}: ${(f.wallMs / 1000).toFixed(1)} s, load ${loadavg()}`);
      return f;
    };
    const idle = await run(`idle server, ${opts.idleMs / 1000} s (baseline)`, [], opts.idleMs);
    await run('50,000 x 50 .xlsx alone', [{ name: 'wide.xlsx', data: wide.file, commit: false }]);
    const four = await run('four ~10 MB uploads at once', [
      { name: 'wide-1.xlsx', data: wide.file, commit: false },
      { name: 'big-1.csv', data: csv1, commit: true },
      { name: 'wide-2.xlsx', data: wide.file, commit: false },
      { name: 'big-2.csv', data: csv2, commit: true },
    ]);
    // the same probing for as long as the four took, with nothing running: the machine's noise
    const idleAfter = await run('idle server again, as long', [], Math.min(four.wallMs, 120_000));
    log(`load average after: ${loadavg()}`);

    log('');
    log(
      `${'scenario (server process, over HTTP)'.padEnd(34)} ${'wall s'.padStart(7)} ${'RSS start'.padStart(9)} ${'peak'.padStart(6)} ${'VmHWM'.padStart(6)} ${'PG Pss'.padStart(7)} ${'health p50'.padStart(10)} ${'p99'.padStart(6)} ${'max'.padStart(6)} ${'probes'.padStart(7)} ${'client max'.padStart(10)} ${'prober max'.padStart(10)} ${'web CPU s'.padStart(9)}`,
    );
    for (const [name, f] of rows) {
      log(
        `${name.padEnd(34)} ${(f.wallMs / 1000).toFixed(1).padStart(7)} ${f.startRssMb.toFixed(0).padStart(9)} ${f.peakRssMb.toFixed(0).padStart(6)} ${f.hwmMb.toFixed(0).padStart(6)} ${f.postgresPssMb.toFixed(0).padStart(7)} ${f.health.p50.toFixed(1).padStart(10)} ${f.health.p99.toFixed(1).padStart(6)} ${f.health.max.toFixed(0).padStart(6)} ${String(f.health.count).padStart(7)} ${f.clientLoopMaxMs.toFixed(0).padStart(10)} ${f.proberLoopMaxMs.toFixed(0).padStart(10)} ${f.webCpuS.toFixed(2).padStart(9)}${f.health.failed ? ` (${f.health.failed} failed)` : ''}`,
      );
      for (const o of f.outcomes) log(`    ${o}`);
      if (opts.slowProbes && f.slow.length > 0) {
        log(
          `    probes over ${SLOW_PROBE_MS} ms (at s: ms): ${f.slow.map((p) => `${(p.at / 1000).toFixed(2)}: ${p.ms.toFixed(0)}`).join(', ')}`,
        );
      }
      if (opts.slowProbes) for (const p of f.phases) log(`    ${p}`);
    }
    if (heapFile) {
      log('');
      log(
        `${'web thread peaks, MB; its loop delay'.padEnd(34)} ${'RSS'.padStart(6)} ${'heap used'.padStart(9)} ${'heap total'.padStart(10)} ${'external'.padStart(8)} ${'arrayBuffers'.padStart(12)} ${'RSS - heap - ext'.padStart(16)} ${'loop p50 / p99 / max ms'.padStart(24)}`,
      );
      const m = (b: number) => (b / 1024 / 1024).toFixed(0);
      for (const [name, { heap: h }] of rows) {
        if (!h) continue;
        log(
          `${name.padEnd(34)} ${m(h.rss).padStart(6)} ${m(h.heapUsed).padStart(9)} ${m(h.heapTotal).padStart(10)} ${m(h.external).padStart(8)} ${m(h.arrayBuffers).padStart(12)} ${m(h.rss - h.heapTotal - h.external).padStart(16)} ${`${h.loopP50Ms.toFixed(1)} / ${h.loopP99Ms.toFixed(1)} / ${h.loopMaxMs.toFixed(0)}`.padStart(24)}`,
        );
      }
    }
    const peak = Math.max(four.peakRssMb, four.hwmMb);
    const targets: Array<[string, boolean]> = [
      [
        `server peak RSS < ${GOAL_RSS_MB} MB with four uploads at once: ${peak.toFixed(0)} MB (idle ${idle.hwmMb.toFixed(0)} MB)`,
        peak < GOAL_RSS_MB,
      ],
      [
        `/api/health p99 < ${GOAL_P99_MS} ms meanwhile: ${four.health.p99.toFixed(1)} ms (idle ${idle.health.p99.toFixed(1)} / ${idleAfter.health.p99.toFixed(1)} ms)`,
        four.health.p99 < GOAL_P99_MS && four.health.failed === 0,
      ],
    ];
    log('');
    log('goal (issue 30):');
    for (const [text, ok] of targets) log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
    return targets.every(([, ok]) => ok);
  } finally {
    await started.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
