// npm run backup -- <file>
// Writes a consistent backup of the whole database (every row of every table, one snapshot) to
// <file>: DATABASE_URL's database, or the embedded one under DATA_DIR (the running app's server
// when it runs, else started for the backup and stopped again). Restore with npm run restore.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { dumpDatabase } from '../backup/dump-database.js';
import { runBackupCommand } from './backup-command.js';

runBackupCommand({
  name: 'backup',
  usage: `Usage: npm run backup -- <file>
Writes a consistent backup of the whole database to <file> (gzip'd; restore it with npm run restore).
The database is DATABASE_URL's, or else the embedded one under DATA_DIR (default ./data), which may
be in use by the running app.`,
  prepareFile: (file) => {
    mkdirSync(path.dirname(file), { recursive: true });
    return null;
  },
  refuseDataDir: (dataDir, holdsDatabase) =>
    holdsDatabase ? null : `There is no database under DATA_DIR=${dataDir}: nothing to back up.`,
  reuseRunning: true,
  run: dumpDatabase,
  done: (file, { tables, rows }, seconds) =>
    `backup written to ${file}: ${rows} rows of ${tables} tables in ${seconds} s`,
});
