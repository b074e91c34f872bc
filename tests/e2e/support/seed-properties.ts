// Many properties at once for journeys over a large workspace (issue 32): written straight into
// the e2e server's database (its DATA_DIR, as the CLI journeys reach it) by the benchmark's own
// seeding ("Property 1".., on 127.<octet>.x.y, never due for a check, so nothing is probed).
import pg from 'pg';
import { seed } from '../../../bench/lib/app-server.js';
import { startEmbeddedPostgres } from '../../../src/server/db/embedded.js';

export async function seedProperties(email: string, count: number, octet: number): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const cluster = await startEmbeddedPostgres({ dataDir, database: 'monitor', reuseRunning: true });
  const pool = new pg.Pool({ connectionString: cluster.url, max: 1 });
  try {
    await seed(pool, email, count, octet);
  } finally {
    await pool.end();
  }
}
