// Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR, and migrates.
import type { Config } from './config.js';
import { connectDatabase, type Database } from './db/client.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { releaseOrphanedClaims } from './monitoring/release-orphaned-claims.js';

export type StartedDatabase = { database: Database; stop: () => Promise<void> };

export async function startDatabase(
  config: Config,
  log: (msg: string) => void,
): Promise<StartedDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let ownCluster = false;
  if (!url) {
    log(`starting embedded PostgreSQL in ${config.dataDir}`);
    const cluster = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      database: 'monitor',
      onNotice: log,
      onLog: (m) => {
        if (config.logLevel === 'debug' || config.logLevel === 'trace') log(`postgres: ${m}`);
      },
    });
    url = cluster.url;
    stopEmbedded = cluster.stop;
    ownCluster = cluster.owned;
  }
  const database = connectDatabase(url, 20);
  try {
    await runMigrations(database.db);
    if (ownCluster) {
      const released = await releaseOrphanedClaims(database.db);
      if (released.checks + released.notifications > 0) {
        log(
          `resumed after an unclean stop: ${released.checks} checks and ${released.notifications} notifications released`,
        );
      }
    }
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
