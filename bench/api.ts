// API throughput benchmark (issues 14 and 31): the built app (PROCESS_ROLE=web) with 500 and
// 10,000 properties, measured with autocannon beside bare Fastify serving the same bytes from
// memory (bench/lib/bare-server.ts) in the same run, asking for br/gzip as a browser does. While it
// runs, a worker process (PROCESS_ROLE=worker) checks the 10,000 properties every 30 s: they are
// loopback addresses (127.31.x.y), so every probe stays on this machine; the measuring starts once
// each has been checked once. The 500 are never due. Prints requests/s, p50/p99, bytes per
// response, the ratio, the checks landed meanwhile and the targets, and for app and bare alike what
// each answer cost (bench/api/server-cost.ts: server CPU ms per answer, all threads and the main
// thread, the client's, and the server's event-loop delay), which the machine's load does not
// inflate as it does latencies. `--only TEXT` measures only the rows whose name holds TEXT.
// Usage: npm run bench:api [-- --seconds 10 --warmup 3 --connections 20 --log-level info --no-build
//        --profile /tmp/prof --no-checks --only 10000 --client-bodies]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import {
  account,
  checksSince,
  seed,
  signIn,
  signUp,
  startServer,
  startWorkerProcess,
} from './lib/app-server.js';
import { fmt, measure, type Figures, type Load } from './api/measure.js';
import { watchCost } from './api/server-cost.js';
import { bareBody, startBareServer, type BareBodies } from './lib/bare-bodies.js';

/** loaded into app and bare server: their event-loop delay on SIGUSR2 (server-cost.ts) */
const LOOP_SAMPLER = '--import=./bench/import/heap-sampler.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    // seconds of load before each measured run (app and bare alike)
    warmup: { type: 'string', default: '3' },
    small: { type: 'string', default: '500' },
    big: { type: 'string', default: '10000' },
    port: { type: 'string', default: '6310' },
    // info is the app's default, so the request log is part of what is measured
    'log-level': { type: 'string', default: 'info' },
    'no-build': { type: 'boolean', default: false },
    // writes a V8 CPU profile of the app to this directory (open it in Chrome's DevTools)
    profile: { type: 'string' },
    // the worker left out: the app alone, as issue 14 measured it
    'no-checks': { type: 'boolean', default: false },
    // measure only the rows whose name holds this text (e.g. 10000, "dashboard")
    only: { type: 'string' },
    // autocannon builds every answer's body as a string, as before 2026-11-27 (api/measure.ts)
    'client-bodies': { type: 'boolean', default: false },
  },
});
const LOAD: Load = {
  connections: Number(args.connections),
  seconds: Number(args.seconds),
  warmup: Number(args.warmup),
  keepBodies: args['client-bodies'],
};
const PORT = Number(args.port);
const CHECK_EVERY_S = 30;
const CHECKS = !args['no-checks'];
const log = (s: string) => process.stdout.write(`${s}\n`);
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function startBare(bodies: BareBodies, dir: string) {
  const loopFile = path.join(dir, 'bare-loop.jsonl');
  const bare = await startBareServer(bodies, dir, PORT + 1, {
    preload: [LOOP_SAMPLER.slice('--import='.length)],
    env: { BENCH_HEAP_FILE: loopFile },
  });
  return { ...bare, watch: () => watchCost(bare.pid, loopFile) };
}

type Row = { name: string; app: Figures; bare: Figures };

async function main(): Promise<void> {
  if (!args['no-build']) {
    log('building the server (npm run build:server) ...');
    execFileSync('npm', ['run', 'build:server'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pm-bench-api-'));
  const appLoopFile = path.join(dataDir, 'app-loop.jsonl');
  const server = await startServer(
    dataDir,
    PORT,
    {
      PROCESS_ROLE: 'web',
      LOG_LEVEL: args['log-level']!,
      BENCH_HEAP_FILE: appLoopFile,
    },
    [LOOP_SAMPLER, ...(args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [])],
  );
  const watchApp = () => watchCost(server.pid, appLoopFile);
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  let worker: ReturnType<typeof startWorkerProcess> | undefined;
  let pool: pg.Pool | undefined;
  try {
    const tag = Date.now().toString(36);
    const small = account(`small${tag}`);
    const big = account(`big${tag}`);
    await signUp(server.base, small);
    await signUp(server.base, big);
    const cluster = await startEmbeddedPostgres({
      dataDir,
      database: 'monitor',
      reuseRunning: true,
    });
    pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
    // an idle client told to go when the database stops at the end is no failure of the run
    pool.on('error', () => {});
    const db = pool;
    await seed(db, small.email, Number(args.small), 30);
    await seed(db, big.email, Number(args.big), 31, CHECKS ? CHECK_EVERY_S : undefined);
    await db.query('VACUUM ANALYZE');
    // checks recorded in the checked workspace since `since` (its schedule rows' last check)
    const checkedSince = (since: Date) => checksSince(db, big.email, since);
    // status changes in the checked workspace since `since`: each announces itself and drops that
    // workspace's kept list and figures (a probe that times out on a starved machine flips one)
    const statusChangesSince = async (since: Date) =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM properties p
             JOIN memberships m ON m.workspace_id = p.workspace_id
             JOIN users u ON u.id = m.user_id
            WHERE u.email = $1 AND p.status_changed_at > $2`,
          [big.email, since],
        )
      ).rows[0]!.n;
    let checks = '';
    if (CHECKS) {
      const started = new Date();
      worker = startWorkerProcess(dataDir, cluster.url);
      log(`worker started: ${args.big} properties checked every ${CHECK_EVERY_S} s ...`);
      // the first round flips the seeded offline/timeout rows to online; measure after it
      for (let i = 0; (await checkedSince(started)) < Number(args.big); i++) {
        if (i >= 4 * CHECK_EVERY_S) throw new Error('the worker did not check every property');
        await new Promise((r) => setTimeout(r, 1000));
      }
      log(`every property checked once after ${((Date.now() - +started) / 1000).toFixed(0)} s`);
      checks = ', checked every 30 s';
    }
    const cookies = {
      small: await signIn(server.base, small),
      big: await signIn(server.base, big),
    };

    // name -> [who, path]; the baseline serves each body under the name
    const routes: Record<string, ['small' | 'big', string]> = {
      [`GET /api/properties (${args.small})`]: ['small', '/api/properties'],
      'GET /api/auth/user': ['small', '/api/auth/user'],
      'GET /api/dashboard/stats': ['small', '/api/dashboard/stats'],
      [`GET /api/properties (${args.big}${checks})`]: ['big', '/api/properties'],
      [`GET /api/dashboard/stats (${args.big}${checks})`]: ['big', '/api/dashboard/stats'],
    };
    const bodies: BareBodies = {};
    const bareUrl: Record<string, string> = {};
    for (const [name, [who, url]] of Object.entries(routes)) {
      const res = await fetch(server.base + url, { headers: { cookie: cookies[who] } });
      if (res.status !== 200) throw new Error(`${url} ${res.status}: ${await res.text()}`);
      bareUrl[name] = `/${who}${url}`;
      bodies[bareUrl[name]] = await bareBody(res);
    }
    bare = await startBare(bodies, dataDir);

    log(`load average before: ${loadavg()} (${os.cpus().length} cores)`);
    log(
      `autocannon ${LOAD.connections} connections, ${LOAD.warmup} s warm-up and ${LOAD.seconds} s per run; LOG_LEVEL=${args['log-level']}` +
        (LOAD.keepBodies ? '; the client builds each body as a string (--client-bodies)' : ''),
    );
    const rows: Row[] = [];
    const one = async (name: string, load: Load) => {
      const [who, url] = routes[name]!;
      const from = new Date();
      const app = await measure(server.base + url, { cookie: cookies[who] }, load, watchApp);
      const b = await measure(bare!.base + bareUrl[name], {}, load, bare!.watch);
      const row = { name: load.connections === 1 ? `${name}, 1 connection` : name, app, bare: b };
      rows.push(row);
      log(`${row.name}  (${(bodies[bareUrl[name]!]!.body.length / 1024).toFixed(0)} KB raw)`);
      log(`  app   ${fmt(app)}`);
      log(`  bare  ${fmt(b)}`);
      log(`  ratio ${((app.rps / b.rps) * 100).toFixed(0)} % of bare Fastify; load ${loadavg()}`);
      if (CHECKS) {
        const n = await checkedSince(from);
        log(
          `  checks landed meanwhile: ${n} (${(n / ((Date.now() - +from) / 1000)).toFixed(0)}/s), ` +
            `properties whose status changed: ${await statusChangesSince(from)}`,
        );
      }
      return row;
    };
    const names = Object.keys(routes);
    // a row left out by --only is undefined, and so are the targets that read it
    const wanted = (name: string) => !args.only || name.includes(args.only);
    const maybe = async (name: string, load: Load) =>
      wanted(load.connections === 1 ? `${name}, 1 connection` : name) ? one(name, load) : undefined;
    const list500 = await maybe(names[0]!, LOAD);
    const user = await maybe(names[1]!, LOAD);
    const stats = await maybe(names[2]!, LOAD);
    const list10k = await maybe(names[3]!, { ...LOAD, connections: 1 });
    const list10kLoaded = await maybe(names[3]!, LOAD);
    const statsChecked = await maybe(names[4]!, LOAD);
    log(`load average after: ${loadavg()}`);

    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    // a latency with no answers (every request timed out) or with errors is no pass
    const answered = (r: Row) => r.app.rps > 0 && r.app.errors === 0 && r.app.non2xx === 0;
    // a target whose row --only left out is not printed
    type Target = [string, boolean];
    const on = (r: Row | undefined, t: (r: Row) => Target[]): Target[] => (r ? t(r) : []);
    const pct = (r: Row) => `${((r.app.rps / r.bare.rps) * 100).toFixed(0)} %`;
    const targets: Target[] = [
      ...on(list500, (r) => [
        [`properties (${args.small}) >= 50 % of bare: ${pct(r)}`, r.app.rps >= r.bare.rps / 2],
        [
          `properties (${args.small}) p99 < 50 ms: ${r.app.p99.toFixed(1)} ms`,
          answered(r) && r.app.p99 < 50,
        ],
      ]),
      ...on(list10k, (r) => [
        [
          `properties (${args.big}) server time < 60 ms (p50, 1 connection): ${r.app.p50.toFixed(1)} ms`,
          answered(r) && r.app.p50 < 60,
        ],
        [
          `properties (${args.big}) < 600 KB on the wire: ${(r.app.wireBytes / 1024).toFixed(0)} KB`,
          r.app.wireBytes < 600 * 1024,
        ],
      ]),
      ...on(user, (r) => [
        [`auth/user >= 3,000 req/s: ${r.app.rps.toFixed(0)}`, r.app.rps >= 3000],
      ]),
      ...on(stats, (r) => [
        [`dashboard/stats >= 3,000 req/s: ${r.app.rps.toFixed(0)}`, r.app.rps >= 3000],
      ]),
    ];
    log('');
    log('targets (issue 14):');
    for (const [text, ok] of targets) log(`  ${verdict(ok)}  ${text}`);
    // issue 31: lists at memory speed, while the 10,000 are checked every 30 s
    const lists31: Array<[string, Row | undefined]> = [
      [args.small!, list500],
      [args.big!, list10kLoaded],
    ];
    const targets31: Target[] = [
      ...lists31.flatMap(([n, row]) =>
        on(row, (r) => [
          [`properties (${n}) >= 50 % of bare: ${pct(r)}`, r.app.rps >= r.bare.rps / 2],
          [
            `properties (${n}) p99 < 50 ms: ${r.app.p99.toFixed(1)} ms`,
            answered(r) && r.app.p99 < 50,
          ],
        ]),
      ),
      ...[stats, statsChecked].flatMap((row) =>
        on(row, (r) => [
          [`${r.name} >= 10,000 req/s: ${r.app.rps.toFixed(0)}`, r.app.rps >= 10_000],
        ]),
      ),
    ];
    log(`targets (issue 31${CHECKS ? '' : '; NOT MET BY THIS RUN: --no-checks'}):`);
    for (const [text, ok] of targets31) log(`  ${verdict(ok && CHECKS)}  ${text}`);

    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/api-${Date.now()}.json`,
      JSON.stringify(
        {
          load: LOAD,
          logLevel: args['log-level'],
          checks: CHECKS,
          rows,
          list10kLoaded,
          loadavg: os.loadavg(),
        },
        null,
        2,
      ),
    );
  } finally {
    bare?.stop();
    await worker?.stop();
    await pool?.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
