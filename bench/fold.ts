// The fold at scale (decision 036, "Uptime kept incrementally"): P properties with K raw results
// each, folded twice into one embedded PostgreSQL. The first fold meets properties never counted
// and recomputes their uptime from the rollups; the second adds to the counters (what the worker
// does every 5 minutes from then on). Beside it, in the same run and on the same rows, the
// baseline: the same fold followed by a recompute of every folded property's uptime (what each
// fold did before the counters). Prints PostgreSQL CPU and wall time per folded check for each,
// and the ratio. Then folds with the rollups' old foreign keys put back, taking turns with folds
// without them (migration 0047), and that ratio. Nothing leaves the machine: no probe, the database is on loopback.
//   BENCH_PROPERTIES (200000)  BENCH_CHECKS (5 per property per fold)
import os from 'node:os';
import type pg from 'pg';
import { withBenchDatabase } from './lib/bench-database.js';
import { foldCheckResults } from '../src/server/monitoring/fold-check-results.js';
import { refreshUptimeOf } from '../src/server/reporting/refresh-uptime.js';
import { postgresCpuMs } from './scheduler/measure.js';

const P = Number(process.env.BENCH_PROPERTIES ?? 200_000);
const K = Number(process.env.BENCH_CHECKS ?? 5);
/** the tables whose foreign keys to properties migration 0047 dropped */
const ROLLUP_KEYS = ['check_hours', 'check_days', 'check_results_packed'];

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

type Measured = { value: number; pgMs: number; wallMs: number };

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
    const fold = async (endMinutesAgo: number) => {
      await rawResults(pool, now - endMinutesAgo * 60_000 + K * 60_000);
      return measure(postmaster, () => foldCheckResults(database.db, new Date(now)));
    };
    // the first fold of new properties must read property_uptime by key, never whole: in a
    // 1,000,000 run it read it whole once for each slice (statistics behind the import)
    const uptimeScans = async () => {
      await new Promise((r) => setTimeout(r, 1500)); // backends' statistics reach the view within 1 s
      const { rows } = await pool.query<{ n: string; r: string }>(
        `SELECT seq_scan AS n, seq_tup_read AS r FROM pg_stat_user_tables WHERE relname = 'property_uptime'`,
      );
      return { scans: Number(rows[0]!.n), rows: Number(rows[0]!.r) };
    };
    const scans0 = await uptimeScans();
    const first = await fold(70);
    const scans1 = await uptimeScans();
    const firstScans = { scans: scans1.scans - scans0.scans, rows: scans1.rows - scans0.rows };
    const counted = await fold(60);
    // the rollups' old foreign keys (migration 0047 dropped them), put back for every other fold
    // (NOT VALID: adding them reads nothing; each row the fold writes is checked as before).
    // Taking turns, as the folds differ with where their results fall in the hours.
    const keys = (on: boolean) =>
      pool.query(
        ROLLUP_KEYS.map((t) =>
          on
            ? `ALTER TABLE ${t} ADD CONSTRAINT ${t}_fk_bench FOREIGN KEY (property_id)
                 REFERENCES properties(id) ON DELETE CASCADE NOT VALID;`
            : `ALTER TABLE ${t} DROP CONSTRAINT ${t}_fk_bench;`,
        ).join(''),
      );
    const keyed: Measured[] = [];
    const unkeyed: Measured[] = [counted];
    for (const ago of [50, 30]) {
      await keys(true);
      keyed.push(await fold(ago));
      await keys(false);
      unkeyed.push(await fold(ago - 10));
    }
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
      `  whole reads of property_uptime in the first fold: ${firstScans.scans}, ${firstScans.rows} rows in all (${firstScans.rows < P / 10 ? 'OK: the table still nearly empty' : 'MISS: scans of every property while checks are due'})`,
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
    const each = (ms: Measured[]) => ms.map((x) => ((x.pgMs * 1000) / x.value).toFixed(1));
    const median = (ms: Measured[]) => {
      const xs = ms.map((x) => x.pgMs / x.value).sort((a, b) => a - b);
      return xs[Math.floor(xs.length / 2)]!;
    };
    console.log(
      `  the rollups' foreign keys, PostgreSQL CPU µs/check fold by fold: with ${each(keyed).join(', ')}; without ${each(unkeyed).join(', ')} (taking turns); medians' ratio ${(median(unkeyed) / median(keyed)).toFixed(2)}x (below 1: cheaper without)`,
    );
    console.log(
      JSON.stringify({
        keyed,
        unkeyed,
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
