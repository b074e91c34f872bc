// One embedded PostgreSQL in a temporary directory, migrated, for a bench that measures the
// database alone (bench:raw-write, bench:fold): the handle, the postmaster's pid (for its CPU
// from /proc), and everything removed afterwards. Loopback only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type Database } from '../../src/server/db/client.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { runMigrations } from '../../src/server/db/migrate.js';

export async function withBenchDatabase(
  prefix: string,
  run: (database: Database, postmaster: number) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const cluster = await startEmbeddedPostgres({ dataDir: dir, database: 'bench' });
  const database = connectDatabase(cluster.url, 2);
  try {
    await runMigrations(database.db);
    const postmaster = Number(
      readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    await run(database, postmaster);
  } finally {
    await database.close();
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
