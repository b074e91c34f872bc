// Locations benchmark (issue 28): N properties at 30 s on loopback targets, checked by the
// primary worker and by two agents (dist/server/agent.js, as `npm run agent` runs it) on this
// machine, against the central web process and an embedded PostgreSQL of the run's own. Prints
// per location checks done / due and lag p99; the central CPU per check (process + the
// PostgreSQL backends serving it, from /proc) of agent results (web) beside the primary's own
// checks (worker), with the verdict "agent ≤ primary"; bytes per check on the wire between the
// agents and the server (a counting relay in between); and the time to a confirmed offline when
// the build has confirmation.
//
// Usage: npm run bench:locations  (needs `npm run build` first: it runs the built processes)
//   BENCH_PROPERTIES (10000)  BENCH_SECONDS (120)  BENCH_AGENTS (2)  BENCH_START_DELAY_MS (8000)
//   BENCH_CONFIRM_SAMPLE (50): properties moved to a failing target at the end (confirmation.ts)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { loadConfig } from '../src/server/config.js';
import { connectDatabase } from '../src/server/db/client.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { createLocation } from '../src/server/features/locations/create-location.js';
import { createTargetPolicy } from '../src/server/monitoring/target-policy.js';
import { firstDueById, seed } from './scheduler/seed.js';
import { createBackendCpu } from './locations/backend-cpu.js';
import { timeToConfirmedOffline } from './locations/confirmation.js';
import { agentTally, createPrimaryTally, dueBy, f0, us } from './locations/figures.js';
import { processCpuMs } from './locations/proc-cpu.js';
import { startAgent, startWeb, startWorker, type Proc } from './locations/processes.js';
import { startWireRelay } from './locations/wire-relay.js';

const N = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 2);
const INTERVAL_S = 30;
/** properties moved to a failing target at the end, to time the confirmation */
const CONFIRM_SAMPLE = Number(process.env.BENCH_CONFIRM_SAMPLE ?? 50);
const INTERVAL_MS = INTERVAL_S * 1000;
/** from the shift to the first due checks: agents start in it (slow on a loaded machine) */
const START_DELAY_MS = Number(process.env.BENCH_START_DELAY_MS ?? 8000);

const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/** Adds a property due now (not one of the seeded) and waits until the worker has checked it. */
async function workerReady(pool: pg.Pool, worker: Proc) {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO properties (workspace_id, name, address, ip_address, interval_seconds, permission_confirmed)
     SELECT id, 'Bench ready', 'Loopback', '127.0.0.1', 3600, true FROM workspaces LIMIT 1
     RETURNING id`,
  );
  const id = rows[0]!.id;
  // the agents never take it: their rows for it are due in a year
  await pool.query(
    `INSERT INTO location_checks (location_id, property_id, next_check_at)
     SELECT l.id, $1, now() + interval '1 year' FROM monitoring_locations l WHERE l.token_hash IS NOT NULL`,
    [id],
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (worker.child.exitCode !== null)
      throw new Error(`worker exited with ${worker.child.exitCode}`);
    const r = await pool.query(
      'SELECT 1 FROM property_schedule WHERE property_id = $1 AND last_check IS NOT NULL',
      [id],
    );
    if (r.rowCount) return;
    if (Date.now() > deadline) throw new Error('the worker checked nothing within 180 s');
    await sleep(500);
  }
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pm-bench-locations-'));
  log(`starting embedded PostgreSQL in ${dir}`);
  const cluster = await startEmbeddedPostgres({ dataDir: dir, database: 'bench' });
  const database = connectDatabase(cluster.url, 4);
  const pool = database.pool;
  const procs: Proc[] = [];
  let relay: Awaited<ReturnType<typeof startWireRelay>> | undefined;
  try {
    await runMigrations(database.db);
    const postmaster = Number(
      readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const policy = createTargetPolicy(
      loadConfig({ NODE_ENV: 'production', MONITOR_ALLOW: '127.0.0.0/8' }).monitor,
    );
    // seeded a day ahead, moved to start once the processes are up (start-up is slow)
    const seededAt = Date.now() + 86_400_000;
    const seeded = await seed(pool, policy, {
      n: N,
      startAt: seededAt,
      intervalS: INTERVAL_S,
      timeoutMs: 5000,
    });
    const firsts = await firstDueById(pool, seeded);
    const agents: { id: string; name: string; token: string }[] = [];
    for (let i = 1; i <= AGENTS; i++) {
      const { location, token } = await createLocation(pool, {
        name: `Bench agent ${i}`,
        region: 'loopback',
      });
      agents.push({ id: location.id, name: location.name, token });
      // each agent's schedule on the primary's slots: the same load, at the same moments
      await pool.query(
        `INSERT INTO location_checks (location_id, property_id, next_check_at)
         SELECT $1, property_id, next_check_at FROM property_schedule`,
        [location.id],
      );
    }
    log(`seeded ${firsts.size} properties (every ${INTERVAL_S} s) and ${AGENTS} agent locations`);

    const web = await startWeb(dir, await freePort(), cluster.url);
    procs.push(web);
    relay = await startWireRelay(Number(new URL(web.base).port));
    const worker = startWorker(dir, cluster.url);
    procs.push(worker);
    // the worker is ready once it has checked one property due now (not counted: not seeded)
    await workerReady(pool, worker);
    const startAt = Date.now() + START_DELAY_MS;
    const shift = seededAt - startAt;
    for (const table of ['property_schedule', 'location_checks']) {
      await pool.query(
        `UPDATE ${table} SET next_check_at = next_check_at - make_interval(secs => $1::float8 / 1000)
          WHERE next_check_at > now() + interval '1 hour' AND next_check_at < now() + interval '2 days'`,
        [shift],
      );
    }
    for (const [id, first] of firsts) firsts.set(id, first - shift);
    // agents start after the shift: their first long-poll sees the checks due in a few seconds
    for (const a of agents) procs.push(startAgent(a.name, relay.url, a.token));
    const agentPids = procs.slice(2).map((p) => p.pid);
    log(`web ${web.pid}, primary worker ${worker.pid}, agents ${agentPids.join(', ')}`);

    await sleep(Math.max(0, startAt - Date.now()));
    const backends = createBackendCpu(pool, postmaster);
    await backends.begin();
    const cpu0 = { web: processCpuMs(web.pid), worker: processCpuMs(worker.pid) };
    const cpu1 = { ...cpu0 };
    const load0 = os.loadavg()[0]!;
    const primary = createPrimaryTally(pool, firsts, INTERVAL_MS);
    const t0 = Date.now();
    const endAt = t0 + SECONDS * 1000;
    let tick = 0;
    while (Date.now() < endAt) {
      await sleep(Math.min(1000, endAt - Date.now()));
      await backends.sample();
      cpu1.web = processCpuMs(web.pid);
      cpu1.worker = processCpuMs(worker.pid);
      if (++tick % 5 === 0) await primary.poll();
      if (tick % 30 === 0) log(`${tick} s: primary ${f0(primary.result().checks)} checks so far`);
    }
    const stopAt = Date.now();
    const cpu = backends.totals();
    const load1 = os.loadavg()[0]!;
    const bytes = relay.bytes();
    // what was recorded by the end of the measured time: the checks its CPU paid for, against
    // the slots due by then (the processes are stopped after, so their last posts do not count)
    await primary.poll();
    const p = primary.result();
    const perAgent = [];
    for (const a of agents)
      perAgent.push({ ...a, ...(await agentTally(pool, a.id, new Date(t0))) });
    const due = dueBy(firsts.values(), stopAt, INTERVAL_MS);
    const notSeen = await pool.query<{ name: string }>(
      'SELECT name FROM monitoring_locations WHERE token_hash IS NOT NULL AND last_seen_at IS NULL',
    );
    if (notSeen.rowCount)
      log(`warning: agents never connected: ${notSeen.rows.map((r) => r.name).join(', ')}`);
    // after the measured time (its figures above are taken), with every process still running
    const confirmation = await timeToConfirmedOffline(pool, {
      firsts,
      intervalMs: INTERVAL_MS,
      sample: CONFIRM_SAMPLE,
      log,
    });
    for (const proc of procs.slice(2)) await proc.stop();
    await worker.stop();
    const agentChecks = perAgent.reduce((s, a) => s + a.checks, 0);
    const webMs = cpu1.web - cpu0.web;
    const workerMs = cpu1.worker - cpu0.worker;
    const webPgMs = cpu.byApp['bench-web'] ?? 0;
    const workerPgMs = cpu.byApp['bench-worker'] ?? 0;
    const agentUs = us(webMs + webPgMs, agentChecks);
    const primaryUs = us(workerMs + workerPgMs, p.checks);

    console.log('');
    console.log(
      `== bench:locations: ${N.toLocaleString('en')} properties every ${INTERVAL_S} s, ${SECONDS} s, primary + ${AGENTS} agents, load ${load0.toFixed(1)} → ${load1.toFixed(1)} (${os.cpus().length} cores)`,
    );
    console.log('checks done / due and lag p99 per location');
    console.log(
      `  Primary (worker)      ${f0(p.checks)} / ${f0(due)} (${((p.checks / due) * 100).toFixed(1)} %)   lag p99 ${f0(p.lagP99Ms)} ms`,
    );
    for (const a of perAgent) {
      console.log(
        `  ${a.name.padEnd(20)}  ${f0(a.checks)} / ${f0(due)} (${((a.checks / due) * 100).toFixed(1)} %)   lag p99 ${a.lagP99Ms === null ? '—' : `< ${f0(a.lagP99Ms)}`} ms (histogram bound)`,
      );
    }
    console.log('central CPU per check (process + the PostgreSQL backends serving it)');
    console.log(
      `  agent results (web)   ${f0(agentUs)} µs  (web ${f0(us(webMs, agentChecks))} + PG ${f0(us(webPgMs, agentChecks))}) over ${f0(agentChecks)} checks`,
    );
    console.log(
      `  primary's own checks  ${f0(primaryUs)} µs  (worker ${f0(us(workerMs, p.checks))} + PG ${f0(us(workerPgMs, p.checks))}) over ${f0(p.checks)} checks`,
    );
    const other = cpu.postgresTotal - webPgMs - workerPgMs;
    console.log(
      `  PostgreSQL shared (postmaster, background, this bench's reads): ${f0(other)} ms, not attributed`,
    );
    const ratio = agentUs / primaryUs;
    console.log(
      `  ratio agent / primary ${ratio.toFixed(2)}   ${ratio <= 1 ? 'PASS' : 'FAIL'} (agent ≤ primary)`,
    );
    const wire = bytes.toServer + bytes.toAgent;
    console.log(
      `bytes on the wire per agent check: ${f0(wire / agentChecks)} (agent → server ${f0(bytes.toServer / agentChecks)}, server → agent ${f0(bytes.toAgent / agentChecks)})`,
    );
    console.log(
      confirmation.measured
        ? `time from the first failed packet to a confirmed offline (2 locations): p50 ${f0(confirmation.p50Ms)} ms, p99 ${f0(confirmation.p99Ms)} ms   ${confirmation.confirmed === confirmation.samples && confirmation.p99Ms < INTERVAL_MS + 5000 ? 'PASS' : 'FAIL'} (< ${INTERVAL_S} s + 5 s; ${confirmation.confirmed} of ${confirmation.samples} outages confirmed)`
        : `time to confirmed offline: not measured: ${confirmation.reason}`,
    );
  } finally {
    for (const proc of procs.reverse()) await proc.stop();
    await relay?.close();
    await database.close();
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
