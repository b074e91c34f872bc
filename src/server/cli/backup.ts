// npm run backup -- <file>
// Writes a consistent backup of the whole database (every row of every table, one snapshot) to
// <file>: DATABASE_URL's database, or the embedded one under DATA_DIR (the running app's server
// when it runs, else started for the backup and stopped again). Restore with npm run restore.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { dumpDatabase } from '../backup/dump-database.js';
import { loadConfig } from '../config.js';
import { startEmbeddedPostgres } from '../db/embedded.js';

const BACKUP_USAGE = `Usage: npm run backup -- <file>
Writes a consistent backup of the whole database to <file> (gzip'd; restore it with npm run restore).
The database is DATABASE_URL's, or else the embedded one under DATA_DIR (default ./data), which may
be in use by the running app.`;

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(BACKUP_USAGE);
    return 2;
  }
  const file = path.resolve(args[0]!);
  mkdirSync(path.dirname(file), { recursive: true });
  const config = loadConfig(process.env);
  let url = config.databaseUrl;
  let stop = async () => {};
  if (!url) {
    if (!existsSync(path.join(path.resolve(config.dataDir), 'pg', 'PG_VERSION'))) {
      console.error(`There is no database under DATA_DIR=${config.dataDir}: nothing to back up.`);
      return 1;
    }
    const cluster = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      database: 'monitor',
      reuseRunning: true,
    });
    url = cluster.url;
    stop = cluster.stop;
  }
  try {
    const started = Date.now();
    const { tables, rows } = await dumpDatabase(url, file);
    console.log(
      `backup written to ${file}: ${rows} rows of ${tables} tables in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
