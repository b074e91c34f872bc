// npm run restore -- <file>
// Loads a backup made by npm run backup into a fresh embedded data directory (DATA_DIR, which must
// hold no database yet) or into DATABASE_URL's database (which must be empty), and migrates it to
// this version.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { restoreDatabase, RestoreError } from '../backup/restore-database.js';
import { loadConfig } from '../config.js';
import { startEmbeddedPostgres } from '../db/embedded.js';

const RESTORE_USAGE = `Usage: npm run restore -- <file>
Loads a backup made by npm run backup. The target is DATABASE_URL's database, which must be empty,
or else a new embedded database under DATA_DIR, which must not hold one yet:
  DATA_DIR=./data-restored npm run restore -- backup.pmdump.gz
Then start the app with that DATA_DIR (or DATABASE_URL).`;

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(RESTORE_USAGE);
    return 2;
  }
  const file = path.resolve(args[0]!);
  if (!existsSync(file)) {
    console.error(`${file} does not exist.`);
    return 1;
  }
  const config = loadConfig(process.env);
  let url = config.databaseUrl;
  let stop = async () => {};
  if (!url) {
    const dataDir = path.resolve(config.dataDir);
    if (existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
      console.error(
        `DATA_DIR=${config.dataDir} already holds a database: restore into a new directory (DATA_DIR=./data-restored npm run restore -- <file>), then start the app with it.`,
      );
      return 1;
    }
    const cluster = await startEmbeddedPostgres({ dataDir, database: 'monitor' });
    url = cluster.url;
    stop = cluster.stop;
  }
  try {
    const started = Date.now();
    const { tables, rows } = await restoreDatabase(url, file);
    console.log(
      `restored ${rows} rows of ${tables} tables from ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (err) {
    if (err instanceof RestoreError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`restore failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
