// Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR (and starts it again
// when it dies: db/keep-embedded-running.ts), and migrates.
import type { Config } from './config.js';
import { connectDatabase, type Database } from './db/client.js';
import { keepEmbeddedRunning } from './db/keep-embedded-running.js';
import { runMigrations } from './db/migrate.js';
import { releaseOrphanedClaims } from './monitoring/release-orphaned-claims.js';

export type StartedDatabase = { database: Database; stop: () => Promise<void> };

export async function startDatabase(
  config: Config,
  log: (msg: string) => void,
  /** the embedded server died too often to be started again: stop and exit with this message */
  onGiveUp: (message: string) => void = () => {},
): Promise<StartedDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let ownCluster = false;
  /** set once connected; the restart hook runs only after that */
  const opened: { database?: Database } = {};
  if (!url) {
    log(`starting embedded PostgreSQL in ${config.dataDir}`);
    const cluster = await keepEmbeddedRunning({
      startOptions: {
        dataDir: config.dataDir,
        database: 'monitor',
        onNotice: log,
        onLog: (m) => {
          if (config.logLevel === 'debug' || config.logLevel === 'trace') log(`postgres: ${m}`);
        },
      },
      log,
      // Only this process uses the cluster it restarted: the dead run's check leases are handed
      // back at once. Notifications are not: a send in flight records its outcome when the
      // database answers again (notify/deliver-notification.ts), and must not be sent twice.
      onRestarted: async () => {
        if (opened.database) {
          await releaseOrphanedClaims(opened.database.db, { notifications: false });
        }
      },
      onGiveUp,
    });
    url = cluster.url;
    stopEmbedded = cluster.stop;
    ownCluster = cluster.owned;
  }
  const database = connectDatabase(url, 20);
  opened.database = database;
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
