// The in-memory schedule's claim at scale (decision 036): N properties seeded (1,000,000 by
// default), then claims of 4,000 due ids each as the worker makes them (claimChecksByIds, which
// plans without parallel workers), beside the same statement under the server's default
// (baseline: at this size the planner starts two parallel workers for each claim). Figures:
// PostgreSQL CPU a claimed row (all its processes, parallel workers included) and the ratio.
// Usage: npm run bench:claim   (BENCH_PROPERTIES, BENCH_CLAIMS, BENCH_ROUNDS)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config.js';
import { connectDatabase } from '../src/server/db/client.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { CLAIMED_SELECT } from '../src/server/monitoring/claim-due-checks.js';
import { claimChecksByIds } from '../src/server/monitoring/schedule/claim-checks-by-ids.js';
import { createTargetPolicy } from '../src/server/monitoring/target-policy.js';
import * as m from './scheduler/measure.js';
import { seed } from './scheduler/seed.js';

const N = Number(process.env.BENCH_PROPERTIES ?? 1_000_000);
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BATCH = 4_000;

/** the claim's statement as it was: one query, the server's planner settings */
const BASELINE = `${CLAIMED_SELECT}
      WHERE s.property_id = ANY($1::int[])
        AND s.next_check_at <= now() AND (s.lease_until IS NULL OR s.lease_until < now())
        AND NOT EXISTS (SELECT 1 FROM billing_accounts b
                         WHERE b.workspace_id = s.workspace_id AND b.paused_at IS NOT NULL)`;

const dir = mkdtempSync(path.join(os.tmpdir(), 'pm-bench-claim-'));
const cluster = await startEmbeddedPostgres({ dataDir: dir, database: 'bench', settings: [] });
const database = connectDatabase(cluster.url, 5);
try {
  await runMigrations(database.db);
  const config = loadConfig({ NODE_ENV: 'production', MONITOR_ALLOW: '127.0.0.0/8' });
  // every property due already: each claim returns its 4,000 rows; nothing is probed
  await seed(database.pool, createTargetPolicy(config.monitor), {
    n: N,
    startAt: Date.now() - 120_000,
    intervalS: 60,
    timeoutMs: 5000,
  });
  await database.pool.query('VACUUM ANALYZE');
  const postmaster = Number(
    readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const batches = Math.max(1, Math.floor(N / BATCH));
  const idsOf = (k: number) => {
    const start = 1 + ((k * 9973) % batches) * BATCH;
    return Array.from({ length: Math.min(BATCH, N - start + 1) }, (_, i) => start + i);
  };
  const measure = async (claim: (ids: number[]) => Promise<number>) => {
    const pg0 = m.postgresCpuMs(postmaster);
    let rows = 0;
    for (let k = 0; k < CLAIMS; k++) rows += await claim(idsOf(k));
    // parallel workers' CPU reaches the postmaster's children's time once they are reaped
    await new Promise((r) => setTimeout(r, 300));
    return ((m.postgresCpuMs(postmaster) - pg0) * 1000) / Math.max(rows, 1);
  };
  console.log(
    `Claim bench: ${N} properties, ${CLAIMS} claims of ${BATCH} ids a round, ${ROUNDS} rounds`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    const baseline = await measure(
      async (ids) => (await database.pool.query(BASELINE, [ids])).rowCount ?? 0,
    );
    const claim = await measure(async (ids) => (await claimChecksByIds(database.pool, ids)).length);
    console.log(
      `  round ${round}: claimChecksByIds ${claim.toFixed(2)} µs of PostgreSQL CPU a row; ` +
        `the statement under the server's defaults ${baseline.toFixed(2)} µs; ratio ${(claim / baseline).toFixed(2)}x`,
    );
  }
} finally {
  await database.close();
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
