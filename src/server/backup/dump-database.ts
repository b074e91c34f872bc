// Writes every row of every table of the database at `url` to `file`, read in one REPEATABLE READ
// transaction: one consistent snapshot while the app goes on writing.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import {
  BACKUP_FORMAT,
  BACKUP_SCHEMA,
  BACKUP_VERSION,
  type BackupHeader,
  type TableLine,
} from './backup-format.js';

const FETCH_ROWS = 2000;

export async function dumpDatabase(
  url: string,
  file: string,
): Promise<{ tables: number; rows: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  let rows = 0;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const level = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    const tables = (
      await client.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = $1 AND c.relkind = 'r' ORDER BY c.relname`,
        [BACKUP_SCHEMA],
      )
    ).rows.map((r) => r.name);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations: level.rows[0]!.n,
      tables,
    };
    await write(JSON.stringify(header));
    for (const table of tables) {
      const columns = (
        await client.query<{ name: string }>(
          // generated columns are computed again on restore
          `SELECT attname AS name FROM pg_attribute
            WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
            ORDER BY attnum`,
          [`${BACKUP_SCHEMA}.${quote(table)}`],
        )
      ).rows.map((r) => r.name);
      await write(JSON.stringify({ table, columns } satisfies TableLine));
      const list = columns.map(quote).join(', ');
      await client.query(
        `DECLARE dump NO SCROLL CURSOR FOR
           SELECT row_to_json(x)::text AS j FROM (SELECT ${list} FROM ${BACKUP_SCHEMA}.${quote(table)}) x`,
      );
      for (;;) {
        const batch = await client.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM dump`);
        for (const r of batch.rows) await write(r.j);
        rows += batch.rows.length;
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await client.query('CLOSE dump');
    }
    await client.query('COMMIT');
    gzip.end();
    await once(out, 'close');
    return { tables: tables.length, rows };
  } catch (err) {
    gzip.destroy();
    out.destroy();
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
