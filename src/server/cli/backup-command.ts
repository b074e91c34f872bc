// What npm run backup and npm run restore share: one file argument, the database they work on
// (DATABASE_URL's, or the embedded one under DATA_DIR, started for the command and stopped after),
// a line saying what was done and how long it took, and the exit code.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { startEmbeddedPostgres } from '../db/embedded.js';

export type BackupCommand = {
  /** the first word of the failure line: "backup failed: …" */
  name: string;
  usage: string;
  /** readies the file (a backup's folder) or says why it will not do (printed, exit 1) */
  prepareFile(file: string): string | null;
  /** why the embedded data directory will not do, knowing whether it holds a database, or null */
  refuseDataDir(dataDir: string, holdsDatabase: boolean): string | null;
  /** the running app's own server may be used (a backup reads while the app writes) */
  reuseRunning: boolean;
  run(url: string, file: string): Promise<{ tables: number; rows: number }>;
  /** the line printed when done */
  done(file: string, found: { tables: number; rows: number }, seconds: string): string;
  /** a failure that is the user's to fix: its message alone, exit 1 */
  isUserError?(err: unknown): boolean;
};

export function runBackupCommand(cmd: BackupCommand): void {
  main(cmd).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`${cmd.name} failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}

async function main(cmd: BackupCommand): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(cmd.usage);
    return 2;
  }
  const file = path.resolve(args[0]!);
  const config = loadConfig(process.env);
  const refused =
    cmd.prepareFile(file) ??
    (config.databaseUrl
      ? null
      : cmd.refuseDataDir(
          config.dataDir,
          existsSync(path.join(path.resolve(config.dataDir), 'pg', 'PG_VERSION')),
        ));
  if (refused) {
    console.error(refused);
    return 1;
  }
  const cluster = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: path.resolve(config.dataDir),
        database: 'monitor',
        reuseRunning: cmd.reuseRunning,
      });
  try {
    const started = Date.now();
    const found = await cmd.run(config.databaseUrl ?? cluster!.url, file);
    console.log(cmd.done(file, found, ((Date.now() - started) / 1000).toFixed(1)));
    return 0;
  } catch (err) {
    if (!cmd.isUserError?.(err)) throw err;
    console.error((err as Error).message);
    return 1;
  } finally {
    await cluster?.stop();
  }
}
