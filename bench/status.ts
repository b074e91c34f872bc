// Public status page benchmark (issue 27): the built app (PROCESS_ROLE=web) with one public page
// of 1,000 properties (a section showing all of the workspace) and 90 days of daily rollups and
// outages, measured with autocannon: the page's HTML, its JSON, a 304 revalidation of the JSON
// (what live.js asks every 30 s) and its badge, each beside two baselines measured in the same
// run: bare Fastify sending the same bytes from memory, already compressed
// (bench/lib/bare-server.ts), and the app's own GET /api/health. Prints requests/s, p50/p99,
// bytes per response and the ratio to bare, then the issue's targets (>= 50 % of bare, p99 < 50 ms).
// Meanwhile, as the issue asks, a worker process (PROCESS_ROLE=worker) checks 10,000 other
// properties (another workspace, loopback addresses) every 30 s; the measuring starts once each
// has been checked once, and the checks landed during each run are printed. The page's own
// properties are never due. --checked 0: no worker (the page alone).
// Usage: npm run bench:status [-- --seconds 10 --warmup 3 --connections 20 --properties 1000
//        --checked 10000 --no-build --profile /tmp/prof --only HTML]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fmt, measure, type Figures, type Load } from './api/measure.js';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import {
  account,
  checksSince,
  seed,
  signUp,
  startServer,
  startWorkerProcess,
} from './lib/app-server.js';
import { seedStatusPage } from './status/seed-page.js';
import { bareBody, startBareServer, type BareBodies } from './lib/bare-bodies.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    properties: { type: 'string', default: '1000' },
    checked: { type: 'string', default: '10000' },
    port: { type: 'string', default: '6410' },
    'log-level': { type: 'string', default: 'info' },
    'no-build': { type: 'boolean', default: false },
    // writes a V8 CPU profile of the app's web process to this directory (stopped at the end)
    profile: { type: 'string' },
    // measure only the answers whose name contains this text (e.g. HTML, badge)
    only: { type: 'string' },
  },
});
const LOAD: Load = {
  connections: Number(args.connections),
  seconds: Number(args.seconds),
  warmup: Number(args.warmup),
};
const PORT = Number(args.port);
const SLUG = 'bench-status';
const CHECKED = Number(args.checked);
const CHECK_EVERY_S = 30;
const log = (s: string) => process.stdout.write(`${s}\n`);
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

type Row = { name: string; app: Figures; bare: Figures; health: Figures; kb: number };

async function main(): Promise<void> {
  if (!args['no-build']) {
    log('building the server (npm run build:server) ...');
    execFileSync('npm', ['run', 'build:server'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pm-bench-status-'));
  const server = await startServer(
    dataDir,
    PORT,
    {
      PROCESS_ROLE: 'web',
      LOG_LEVEL: args['log-level']!,
      // every request comes from one address: the per-address limit would be what is measured
      STATUS_PAGE_RATE_LIMIT_PER_MINUTE: '10000000',
    },
    args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [],
  );
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  let worker: ReturnType<typeof startWorkerProcess> | undefined;
  let pool: pg.Pool | undefined;
  try {
    await seedStatusPage(server.base, dataDir, SLUG, Number(args.properties));
    let checkedSince = async (_since: Date) => 0;
    if (CHECKED > 0) {
      const checked = account(`checked${Date.now().toString(36)}`);
      await signUp(server.base, checked);
      const cluster = await startEmbeddedPostgres({
        dataDir,
        database: 'monitor',
        reuseRunning: true,
      });
      pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
      pool.on('error', () => {}); // an idle client told to go at the end is no failure
      const db = pool;
      await seed(db, checked.email, CHECKED, 51, CHECK_EVERY_S);
      checkedSince = (since: Date) => checksSince(db, checked.email, since);
      const started = new Date();
      worker = startWorkerProcess(dataDir, cluster.url);
      log(`worker started: ${CHECKED} other properties checked every ${CHECK_EVERY_S} s ...`);
      for (let i = 0; (await checkedSince(started)) < CHECKED; i++) {
        if (i >= 4 * CHECK_EVERY_S) throw new Error('the worker did not check every property');
        await new Promise((r) => setTimeout(r, 1000));
      }
      log(`every one checked once after ${((Date.now() - +started) / 1000).toFixed(0)} s`);
    }

    const json = await fetch(`${server.base}/api/public/status/${SLUG}`);
    const shown = ((await json.json()) as { sections: Array<{ properties: unknown[] }> })
      .sections[0]!.properties.length;
    log(`a page of ${shown} properties with 90 days of history`);
    const routes: Record<string, [string, Record<string, string>]> = {
      'GET /status/{slug} (HTML)': [`/status/${SLUG}`, {}],
      'GET /api/public/status/{slug} (JSON)': [`/api/public/status/${SLUG}`, {}],
      'GET /api/public/status/{slug}, If-None-Match (304)': [
        `/api/public/status/${SLUG}`,
        { 'if-none-match': 'current' },
      ],
      'GET /status/{slug}/badge.svg': [`/status/${SLUG}/badge.svg`, {}],
    };
    const bodies: BareBodies = {};
    for (const [url] of Object.values(routes)) {
      const res = await fetch(server.base + url);
      if (res.status !== 200) throw new Error(`${url} ${res.status}`);
      bodies[url] = await bareBody(res);
    }
    bare = await startBareServer(bodies, dataDir, PORT + 1);

    log(`load average before: ${loadavg()} (${os.cpus().length} cores, shared)`);
    log(
      `autocannon ${LOAD.connections} connections, ${LOAD.warmup} s warm-up and ${LOAD.seconds} s per run; LOG_LEVEL=${args['log-level']}`,
    );
    const rows: Row[] = [];
    for (const [name, [url, given]] of Object.entries(routes)) {
      if (args.only && !name.includes(args.only)) continue;
      // the kept JSON is rebuilt at least every minute with a new generatedAt (a new ETag): ask
      // for the current one just before the revalidation run
      const headers = given['if-none-match']
        ? { 'if-none-match': (await fetch(server.base + url)).headers.get('etag') ?? '' }
        : given;
      const from = new Date();
      const app = await measure(server.base + url, headers, LOAD);
      const landed = await checkedSince(from);
      // the 304 has no bytes to send: its baseline is the smallest answer, the badge's
      const bareUrl = headers['if-none-match'] ? `/status/${SLUG}/badge.svg` : url;
      const b = await measure(bare.base + bareUrl, {}, LOAD);
      const health = await measure(`${server.base}/api/health`, {}, LOAD);
      const row = { name, app, bare: b, health, kb: bodies[url]!.body.length / 1024 };
      rows.push(row);
      log(`${name}  (${row.kb.toFixed(0)} KB raw)`);
      log(`  app          ${fmt(app)}`);
      log(`  bare         ${fmt(b)}`);
      log(`  /api/health  ${fmt(health)}`);
      log(`  ratio ${((app.rps / b.rps) * 100).toFixed(0)} % of bare Fastify; load ${loadavg()}`);
      if (CHECKED > 0) log(`  checks landed during the app's run: ${landed}`);
    }
    log(`load average after: ${loadavg()}`);
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    log('');
    log(
      `targets (issue 27: >= 50 % of the bare server, p99 < 50 ms${CHECKED > 0 ? `, while ${CHECKED} properties are checked every ${CHECK_EVERY_S} s` : ''}):`,
    );
    for (const r of rows) {
      // a 304 is what the revalidation should answer; anything else of non-2xx is a failure
      const clean =
        r.app.rps > 0 && r.app.errors === 0 && (r.name.includes('304') || r.app.non2xx === 0);
      const pct = (r.app.rps / r.bare.rps) * 100;
      log(`  ${verdict(clean && pct >= 50)}  ${r.name} >= 50 % of bare: ${pct.toFixed(0)} %`);
      log(
        `  ${verdict(clean && r.app.p99 < 50)}  ${r.name} p99 < 50 ms: ${r.app.p99.toFixed(1)} ms`,
      );
    }
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/status-${Date.now()}.json`,
      JSON.stringify(
        { load: LOAD, properties: shown, checked: CHECKED, rows, loadavg: os.loadavg() },
        null,
        2,
      ),
    );
  } finally {
    bare?.stop();
    await worker?.stop();
    await pool?.end().catch(() => {});
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
