// Loads a backup (dump-database.ts) into an empty database: migrates it to the level the backup
// was taken at, loads every row in one transaction with triggers off (the rows are copied as
// they were, derived rows included), moves the identity sequences past the loaded ids, then
// migrates on to this version.
import {
  copyFileSync,
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsFolder, runMigrations } from '../db/migrate.js';
import type { Db } from '../db/client.js';
import {
  BACKUP_FORMAT,
  BACKUP_SCHEMA,
  BACKUP_VERSION,
  type BackupHeader,
  type TableLine,
} from './backup-format.js';
import { quote, tableRef, withBackupConnection } from './backup-connection.js';

const INSERT_ROWS = 500;

export class RestoreError extends Error {}

type Journal = { entries: Array<{ tag: string }> };

export function restoreDatabase(
  url: string,
  file: string,
): Promise<{ tables: number; rows: number }> {
  return withBackupConnection(url, (client) =>
    load(client, file).catch(async (err: unknown) => {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    }),
  );
}

async function load(client: pg.Client, file: string): Promise<{ tables: number; rows: number }> {
  const existing = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ($1, 'drizzle') AND c.relkind IN ('r', 'v')`,
    [BACKUP_SCHEMA],
  );
  if (existing.rows[0]!.n > 0) {
    throw new RestoreError(
      'The target database is not empty: restore into a new, empty database (or a new DATA_DIR).',
    );
  }
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  const it = lines[Symbol.asyncIterator]();
  const first = await it.next().catch(() => ({ done: true, value: undefined }));
  const header = parseHeader(first.done ? undefined : (first.value as string), file);

  const db = drizzle(client) as unknown as Db;
  await migrateTo(db, header.migrations);

  let rows = 0;
  await client.query('BEGIN');
  // Triggers (and foreign-key checks) off: rows go in as they were, in any order.
  await client.query('SET LOCAL session_replication_role = replica').catch((err: Error) => {
    throw new RestoreError(
      `Restoring needs a superuser (or the right to set session_replication_role): ${err.message}`,
    );
  });
  let table: TableLine | undefined;
  let batch: string[] = [];
  const flush = async () => {
    if (!table || batch.length === 0) return;
    const cols = table.columns.map(quote).join(', ');
    const t = tableRef(table.table);
    await client.query(
      `INSERT INTO ${t} (${cols}) OVERRIDING SYSTEM VALUE
       SELECT ${cols} FROM json_populate_recordset(null::${t}, $1::json)`,
      [`[${batch.join(',')}]`],
    );
    rows += batch.length;
    batch = [];
  };
  for (let next = await it.next(); !next.done; next = await it.next()) {
    const line = next.value as string;
    if (line.startsWith('{"table":')) {
      await flush();
      table = JSON.parse(line) as TableLine;
      // rows a migration seeds (the Primary monitoring location) are in the backup too: the
      // backup's rows are the truth, so the fresh table is emptied before they go in
      await client.query(`DELETE FROM ${tableRef(table.table)}`);
      continue;
    }
    batch.push(line);
    if (batch.length >= INSERT_ROWS) await flush();
  }
  await flush();
  await resetIdentities(client);
  await client.query('COMMIT');
  await runMigrations(db);
  return { tables: header.tables.length, rows };
}

function parseHeader(line: string | undefined, file: string): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = JSON.parse(line ?? '') as Partial<BackupHeader>;
  } catch {
    /* below */
  }
  if (header?.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
    throw new RestoreError(`${file} is not a backup made by npm run backup.`);
  }
  const known = journal().entries.length;
  if (typeof header.migrations !== 'number' || header.migrations > known) {
    throw new RestoreError(
      `${file} was made by a newer version of Property Monitor (schema level ${header.migrations}, this one knows ${known}): restore it with that version or a later one.`,
    );
  }
  return header as BackupHeader;
}

function journal(): Journal {
  return JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
}

/** Applies the first `level` migrations only: the rows fit the schema they were taken from. */
async function migrateTo(db: Db, level: number): Promise<void> {
  const source = migrationsFolder();
  const full = journal() as Journal & Record<string, unknown>;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pm-restore-'));
  try {
    mkdirSync(path.join(dir, 'meta'));
    const entries = full.entries.slice(0, level);
    writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...full, entries }));
    for (const e of entries)
      copyFileSync(path.join(source, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
    await migrate(db, { migrationsFolder: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Identity columns go on after the largest id loaded. */
async function resetIdentities(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ t: string; c: string }>(
    `SELECT c.relname AS t, a.attname AS c FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND a.attidentity <> '' AND NOT a.attisdropped`,
    [BACKUP_SCHEMA],
  );
  for (const { t, c } of rows) {
    const table = tableRef(t);
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(c)}), 0) + 1, false) FROM ${table}`,
      [table, c],
    );
  }
}
