// What every shell command does around its work: read the configuration, open DATABASE_URL (or
// start the embedded cluster under DATA_DIR), migrate, run, and close it all again.
import { loadConfig, type Config } from '../config.js';
import { connectDatabase, type Database } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';

export async function withCliDatabase<T>(
  work: (database: Database, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig(process.env);
  const cluster = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        database: 'monitor',
        reuseRunning: true,
      });
  const database = connectDatabase(config.databaseUrl ?? cluster!.url, 2);
  try {
    await runMigrations(database.db);
    return await work(database, config);
  } finally {
    await database.close();
    await cluster?.stop();
  }
}
