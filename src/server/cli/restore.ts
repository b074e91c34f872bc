// npm run restore -- <file>
// Loads a backup made by npm run backup into a fresh embedded data directory (DATA_DIR, which must
// hold no database yet) or into DATABASE_URL's database (which must be empty), and migrates it to
// this version.
import { existsSync } from 'node:fs';
import { restoreDatabase, RestoreError } from '../backup/restore-database.js';
import { runBackupCommand } from './backup-command.js';

runBackupCommand({
  name: 'restore',
  usage: `Usage: npm run restore -- <file>
Loads a backup made by npm run backup. The target is DATABASE_URL's database, which must be empty,
or else a new embedded database under DATA_DIR, which must not hold one yet:
  DATA_DIR=./data-restored npm run restore -- backup.pmdump.gz
Then start the app with that DATA_DIR (or DATABASE_URL).`,
  prepareFile: (file) => (existsSync(file) ? null : `${file} does not exist.`),
  refuseDataDir: (dataDir, holdsDatabase) =>
    holdsDatabase
      ? `DATA_DIR=${dataDir} already holds a database: restore into a new directory (DATA_DIR=./data-restored npm run restore -- <file>), then start the app with it.`
      : null,
  reuseRunning: false,
  run: restoreDatabase,
  done: (file, { tables, rows }, seconds) =>
    `restored ${rows} rows of ${tables} tables from ${file} in ${seconds} s`,
  isUserError: (err) => err instanceof RestoreError,
});
