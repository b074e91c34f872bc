// The fold at scale (decision 036, "Uptime kept incrementally"): P properties with K raw results
// each, folded twice into one embedded PostgreSQL. The first fold meets properties never counted
// and recomputes their uptime from the rollups; the second adds to the counters (what the worker
// does every 5 minutes from then on). Beside it, in the same run and on the same rows, the
// baseline: the same fold followed by a recompute of every folded property's uptime (what each
// fold did before the counters). Prints PostgreSQL CPU and wall time per folded check for each,
// and the ratio. Nothing leaves the machine: no probe, the database is on loopback.
//   BENCH_PROPERTIES (200000)  BENCH_CHECKS (5 per property per fold)
import os from 'node:os';
import type pg from 'pg';
import { withBenchDatabase } from './lib/bench-database.js';
import { foldCheckResults } from '../src/server/monitoring/fold-check-results.js';
import { refreshUptimeOf } from '../src/server/reporting/refresh-uptime.js';
import { postgresCpuMs } from './scheduler/measure.js';

const P = Number(process.env.BENCH_PROPERTIES ?? 200_000);
const K = Number(process.env.BENCH_CHECKS ?? 5);

/** K results a property, a minute apart, ending a few minutes ago (older than the fold margin) */
async function rawResults(pool: pg.Pool, endMs: number): Promise<void> {
  await pool.query(
    `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
     SELECT p.id, to_timestamp(($1::float8 - (k * 60000) - (p.id % 50000)) / 1000),
            CASE WHEN (p.id + k) % 20 = 0 THEN 'timeout' ELSE 'up' END,
            CASE WHEN (p.id + k) % 20 = 0 THEN NULL ELSE 0.05 + (p.id % 97) / 10.0 END
       FROM properties p, generate_series(0, $2::int - 1) AS k ORDER BY k, p.id`,
    [endMs, K],
  );
  await pool.query('VACUUM ANALYZE check_results');
}

async function measure<T>(postmaster: number, run: () => Promise<T>) {
  const pg0 = postgresCpuMs(postmaster);
  const t0 = performance.now();
  const value = await run();
  return { value, pgMs: postgresCpuMs(postmaster) - pg0, wallMs: performance.now() - t0 };
}

async function main() {
  await withBenchDatabase('pm-bench-fold-', async (database, postmaster) => {
    const pool = database.pool;
    const ws = await pool.query<{ id: string }>(
      `INSERT INTO workspaces (name, plan) VALUES ('Fold bench', 'enterprise') RETURNING id`,
    );
    // the properties exist for the foreign keys only: never probed
    await pool.query(
      `INSERT INTO properties (workspace_id, name, address, ip_address, permission_confirmed)
       SELECT $1, 'Fold ' || i, i || ' Bench Rd', '127.5.' || (i / 250 % 250) || '.' || (i % 250 + 1), true
         FROM generate_series(0, $2::int - 1) AS i`,
      [ws.rows[0]!.id, P],
    );
    const now = Date.now();
    const ids = (
      await pool.query<{ id: number }>('SELECT id FROM properties ORDER BY id')
    ).rows.map((r) => r.id);
    await rawResults(pool, now - 20 * 60_000 + K * 60_000);
    const first = await measure(postmaster, () => foldCheckResults(database.db, new Date(now)));
    await rawResults(pool, now - 10 * 60_000 + K * 60_000);
    const counted = await measure(postmaster, () => foldCheckResults(database.db, new Date(now)));
    // the baseline: what each fold also did before the counters, on the same properties
    const recompute = await measure(postmaster, async () => {
      // the edges are cleared so every row is recomputed and written, as the old refresh did
      await pool.query('UPDATE property_uptime SET edge_24h = NULL');
      await refreshUptimeOf(database.db, ids);
    });
    const us = (ms: number) => ((ms * 1000) / counted.value).toFixed(1);
    console.log(
      `fold bench: ${P} properties, ${K} checks each per fold, ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `  first fold (all new: counted from the rollups)  ${first.value} checks, PostgreSQL CPU ${((first.pgMs * 1000) / first.value).toFixed(1)} µs/check, wall ${((first.wallMs * 1000) / first.value).toFixed(1)} µs/check`,
    );
    console.log(
      `  fold adding to the counters                     ${counted.value} checks, PostgreSQL CPU ${us(counted.pgMs)} µs/check, wall ${us(counted.wallMs)} µs/check`,
    );
    console.log(
      `  baseline: + recompute of every folded property  PostgreSQL CPU ${us(counted.pgMs + recompute.pgMs)} µs/check, wall ${us(counted.wallMs + recompute.wallMs)} µs/check (the recompute alone ${us(recompute.pgMs)} / ${us(recompute.wallMs)})`,
    );
    console.log(
      `  counters vs recompute: PostgreSQL CPU ${(counted.pgMs / (counted.pgMs + recompute.pgMs)).toFixed(2)}x, wall ${(counted.wallMs / (counted.wallMs + recompute.wallMs)).toFixed(2)}x (below 1: the counters cheaper)`,
    );
    console.log(
      JSON.stringify({
        properties: P,
        checksEach: K,
        first,
        counted,
        recompute,
        load: os.loadavg()[0],
      }),
    );
  });
}

await main();
