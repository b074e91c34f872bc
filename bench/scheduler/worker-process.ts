// One worker process of the two-worker scheduler bench (bench/scheduler/two-workers.ts): the
// real check loop, fold and uptime refresh, as `npm run worker` runs them, against the bench's
// database. It says "ready" over IPC, starts when told (with the end time), and writes what it
// measured to BENCH_OUT.
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../../src/server/config.js';
import { connectDatabase } from '../../src/server/db/client.js';
import { FOLD_EVERY_MS, foldCheckResults } from '../../src/server/monitoring/fold-check-results.js';
import { createProber } from '../../src/server/monitoring/probe/index.js';
import { createScheduler, WORKER_SCHEDULE } from '../../src/server/monitoring/scheduler.js';
import { probeSliceFor } from '../../src/server/monitoring/probe-slices.js';
import { createTargetPolicy } from '../../src/server/monitoring/target-policy.js';
import { uptimeEdgePass } from '../../src/server/reporting/refresh-uptime-edges.js';
import { instrument, periodic } from './instrument.js';
import { selfCpuMs } from './measure.js';

const url = process.env.BENCH_DB_URL!;
const out = process.env.BENCH_OUT!;
const UPTIME_EVERY_S = Number(process.env.BENCH_UPTIME_EVERY_SECONDS ?? 60);
/** BENCH_SCHEDULE=memory|scan (decision 036 item 1); unset: the worker's default */
const SCHEDULE = process.env.BENCH_SCHEDULE as typeof WORKER_SCHEDULE | undefined;
const FOLD_EVERY_S = Number(process.env.BENCH_FOLD_EVERY_SECONDS ?? FOLD_EVERY_MS / 1000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const database = connectDatabase(url, 20); // as start-database.ts
// The worker's settings (config defaults), with monitoring limited to loopback.
const config = loadConfig({
  NODE_ENV: 'production',
  MONITOR_ALLOW: '127.0.0.0/8',
  MONITOR_ICMP_PPS: process.env.MONITOR_ICMP_PPS,
  MONITOR_BATCH_SIZE: process.env.MONITOR_BATCH_SIZE,
  MONITOR_TICK_MS: process.env.MONITOR_TICK_MS,
});
const policy = createTargetPolicy(config.monitor);
const { batchSize, tickMs, engine, icmpPps } = config.monitor;
const real = await createProber({ engine, pps: icmpPps, log: () => {} });
const { pool, prober, lagAt, slots } = instrument(database.pool, real, { slots: true });
const errors: string[] = [];
const scheduler = createScheduler({
  pool,
  prober,
  policy,
  batchSize,
  tickMs,
  probeSliceSize: probeSliceFor(icmpPps),
  schedule: SCHEDULE ?? WORKER_SCHEDULE,
  log: (msg) => errors.push(msg),
});

const endAt = await new Promise<number>((resolve) => {
  process.once('message', (m: { endAt: number }) => resolve(m.endAt));
  process.send!({ ready: true, engine: real.icmpEngineName });
});

const cpu0 = selfCpuMs();
const t0 = Date.now();
let rssPeak = process.memoryUsage().rss;
scheduler.start();
// as the worker: the fold refreshes what it folded, this pass the windows' edges (decision 036)
const uptimeEdges = uptimeEdgePass(database.db);
const uptime = periodic(UPTIME_EVERY_S, uptimeEdges);
const fold = periodic(FOLD_EVERY_S, () => foldCheckResults(database.db));
while (Date.now() < endAt) {
  uptime.poll();
  fold.poll();
  await sleep(Math.min(1000, Math.max(0, endAt - Date.now())));
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}
const stopCalledAt = Date.now();
await scheduler.stop();
await uptime.done();
await fold.done();
const wallMs = Date.now() - t0;
writeFileSync(
  out,
  JSON.stringify({
    pid: process.pid,
    stats: scheduler.stats,
    held: scheduler.held,
    cpuMs: selfCpuMs() - cpu0,
    wallMs,
    stopCalledAt,
    rssPeakMb: rssPeak / 2 ** 20,
    lagAt: lagAt.pairs(),
    slots,
    foldRuns: fold.runs,
    uptimeRuns: uptime.runs,
    log: errors.slice(0, 50),
  }),
);
await real.close().catch(() => {});
await database.close().catch(() => {});
process.exit(0);
