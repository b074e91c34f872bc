// Import benchmark: a 10,000-row .xlsx and .csv imported end to end through the real routes
// (upload, preview, commit) on the embedded PostgreSQL, beside the baseline of parsing the same
// files alone, in the same run. Prints wall time, peak RSS of this process, the event loop's
// worst delay and the slowest /api/health answer while the import runs (does it block others?).
// Addresses are 127.x loopback and no worker runs: nothing is probed.
// Then the bounded-imports scenarios (issue 30, bench/import/real-server.ts): the built server in
// its own process, sent the 50,000 x 50 workbook, then four ~10 MB uploads at once, over HTTP
// while /api/health is probed every 10 ms; the idle server's figures are the baseline.
// Usage: npm run bench:import [-- --rows 10000] [-- --only in-process|bounded] [-- --no-build]
//        [-- --heap-breakdown] [-- --slow-probes] [-- --server-arg=--cpu-prof --server-arg=--cpu-prof-dir=/tmp/prof] [-- --port 6330]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { ImportJob } from '../src/contracts/google-sheets.js';
import { buildApp } from '../src/server/app.js';
import { createAccount } from '../src/server/accounts/create-account.js';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions.js';
import { loadConfig } from '../src/server/config.js';
import { connectDatabase } from '../src/server/db/client.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { runMigrations } from '../src/server/db/migrate.js';
import {
  readSpreadsheet,
  type FileKind,
} from '../src/server/features/google-sheets/read-spreadsheet.js';
import { boundedOnRealServer } from './import/real-server.js';
import {
  HEADER,
  multipart,
  propertyRows,
  xlsxFile,
} from '../src/server/features/google-sheets/test-support/files.js';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    // 'in-process' (the 10,000-row imports) or 'bounded' (issue 30's scenarios); both by default
    only: { type: 'string' },
    port: { type: 'string', default: '6330' },
    'no-build': { type: 'boolean', default: false },
    // node's own arguments for the bounded scenarios' server, e.g. --server-arg=--cpu-prof
    'server-arg': { type: 'string', multiple: true, default: [] },
    'idle-seconds': { type: 'string', default: '5' },
    // the server's web thread's heap beside its RSS (bench/import/heap-sampler.mjs)
    'heap-breakdown': { type: 'boolean', default: false },
    // every probe over 50 ms with its time, beside the uploads' phases
    'slow-probes': { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const log = (s: string) => process.stdout.write(`${s}\n`);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

type Figures = { wallMs: number; peakRssMb: string; loopMaxMs: number; healthMaxMs: number };

/** Runs f while sampling RSS, event-loop delay and a concurrent health check's latency. */
async function measure(
  f: () => Promise<unknown>,
  probeHealth?: () => Promise<number>,
): Promise<Figures> {
  global.gc?.();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let healthMax = 0;
  let running = true;
  const health = (async () => {
    while (running && probeHealth) {
      healthMax = Math.max(healthMax, await probeHealth());
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const t0 = performance.now();
  await f();
  const wallMs = performance.now() - t0;
  running = false;
  await health;
  clearInterval(sampler);
  loop.disable();
  return {
    wallMs,
    peakRssMb: mb(Math.max(peak, process.memoryUsage().rss)),
    loopMaxMs: loop.max / 1e6,
    healthMaxMs: healthMax,
  };
}

/** The 10,000-row imports, in this process through app.inject, beside parsing alone. */
async function inProcess(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pm-bench-import-'));
  const cluster = await startEmbeddedPostgres({ dataDir: dir, database: 'bench' });
  const database = connectDatabase(cluster.url, 10);
  try {
    await runMigrations(database.db);
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        MONITOR_ALLOW: '127.0.0.0/8',
        // the import bounds can be tried from the command line: IMPORT_HEAP_MB=64 npm run …
        ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('IMPORT_'))),
      },
      'bench',
    );
    const app = await buildApp({ config, database });
    await app.ready();
    const cookieFor = async (email: string) => {
      const { userId } = await createAccount(
        database.db,
        { email, platformRole: null },
        { plan: 'enterprise' },
      );
      return `${SESSION_COOKIE}=${(await createSession(database.db, userId, config.session)).token}`;
    };
    const probeHealth = async () => {
      const t0 = performance.now();
      await app.inject({ url: '/api/health' });
      return performance.now() - t0;
    };

    const rows = [HEADER, ...propertyRows(ROWS, 40)];
    const files: Record<FileKind, Buffer> = {
      xlsx: await xlsxFile(rows),
      csv: Buffer.from(rows.map((r) => r.join(',')).join('\r\n')),
      xls: Buffer.alloc(0),
    };
    log(
      `${ROWS.toLocaleString()} rows: .xlsx ${(files.xlsx.length / 1024).toFixed(0)} KB, .csv ${(files.csv.length / 1024).toFixed(0)} KB\n`,
    );

    const poll = async (cookie: string, id: string, until: (j: ImportJob) => boolean) => {
      for (;;) {
        const job = (
          await app.inject({ url: `/api/google-sheets/imports/${id}`, headers: { cookie } })
        ).json() as ImportJob;
        if (until(job)) return job;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const importEndToEnd = async (cookie: string, kind: 'xlsx' | 'csv') => {
      const body = multipart({ name: `bench.${kind}`, data: files[kind] });
      const res = await app.inject({
        method: 'POST',
        url: '/api/google-sheets/imports', // the page's upload: preview, then commit
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      if (res.statusCode !== 202) throw new Error(`upload ${res.statusCode}: ${res.body}`);
      const { id } = res.json() as ImportJob;
      const preview = await poll(cookie, id, (j) => j.status !== 'parsing');
      if (preview.status !== 'preview') throw new Error(`preview: ${preview.message}`);
      await app.inject({
        method: 'POST',
        url: `/api/google-sheets/imports/${id}/commit`,
        headers: { cookie },
      });
      const done = await poll(cookie, id, (j) => j.status === 'committed' || j.status === 'failed');
      if (done.status !== 'committed') throw new Error(`commit: ${done.message}`);
      return done;
    };

    const table: Array<[string, Figures, string]> = [];
    {
      for (const kind of ['xlsx', 'csv'] as const) {
        // baseline: parsing alone, the floor of what an import can cost
        await readSpreadsheet(kind, files[kind]); // warm-up
        table.push([
          `parse only .${kind}`,
          await measure(() => readSpreadsheet(kind, files[kind])),
          'baseline',
        ]);
        const cookie = await cookieFor(`bench-${kind}@example.test`);
        let result: ImportJob | undefined;
        table.push([
          `import .${kind} (upload, preview, commit)`,
          await measure(async () => (result = await importEndToEnd(cookie, kind)), probeHealth),
          `${result!.importedCount.toLocaleString()} created`,
        ]);
        table.push([
          `re-import .${kind} (idempotent)`,
          await measure(async () => (result = await importEndToEnd(cookie, kind)), probeHealth),
          `${result!.unchangedCount.toLocaleString()} unchanged`,
        ]);
      }
    }

    await app.close();

    log(
      `${'measurement'.padEnd(40)} ${'wall ms'.padStart(9)} ${'peak RSS MB'.padStart(12)} ${'loop max ms'.padStart(12)} ${'health max ms'.padStart(14)}`,
    );
    for (const [what, f, note] of table) {
      log(
        `${what.padEnd(40)} ${f.wallMs.toFixed(0).padStart(9)} ${f.peakRssMb.padStart(12)} ${f.loopMaxMs.toFixed(0).padStart(12)} ${(f.healthMaxMs ? f.healthMaxMs.toFixed(0) : '-').padStart(14)}  ${note}`,
      );
    }
    log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await database.close();
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (args.only !== 'bounded') await inProcess();
if (args.only !== 'in-process') {
  const met = await boundedOnRealServer({
    port: Number(args.port),
    build: !args['no-build'],
    nodeArgs: args['server-arg']!,
    idleMs: Number(args['idle-seconds']) * 1000,
    heapBreakdown: args['heap-breakdown']!,
    slowProbes: args['slow-probes']!,
  });
  // the goal not met is a finding, not a failure of the benchmark: the exit code says which
  process.exitCode = met ? 0 : 2;
}
