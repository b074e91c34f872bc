// Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR, and migrates.
import type { Config } from './config.js';
import { connectDatabase, type Database } from './db/client.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';

export type StartedDatabase = { database: Database; stop: () => Promise<void> };

export async function startDatabase(
  config: Config,
  log: (msg: string) => void,
): Promise<StartedDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    log(`starting embedded PostgreSQL in ${config.dataDir}`);
    const cluster = await startEmbeddedPostgres({ dataDir: config.dataDir, database: 'monitor' });
    url = cluster.url;
    stopEmbedded = cluster.stop;
  }
  const database = connectDatabase(url, 20);
  try {
    await runMigrations(database.db);
  } catch (err) {
    await database.close();
    await stopEmbedded?.();
    throw err;
  }
  return {
    database,
    stop: async () => {
      await database.close();
      await stopEmbedded?.();
    },
  };
}
