// Writes every row of every table of the database at `url` to `file`, read in one REPEATABLE READ
// transaction: one consistent snapshot while the app goes on writing.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { quote, tableRef, withBackupConnection } from './backup-connection.js';
import { BACKUP_SCHEMA, newBackupHeader, type TableLine } from './backup-format.js';

const FETCH_ROWS = 2000;

export function dumpDatabase(url: string, file: string): Promise<{ tables: number; rows: number }> {
  return withBackupConnection(url, async (client) => {
    const gzip = createGzip();
    const out = createWriteStream(file, { mode: 0o600 });
    gzip.pipe(out);
    const write = async (line: string) => {
      if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
    };
    try {
      const found = await writeSnapshot(client, write);
      gzip.end();
      await once(out, 'close');
      return found;
    } catch (err) {
      gzip.destroy();
      out.destroy();
      throw err;
    }
  });
}

/** Every table's columns and rows, read in one REPEATABLE READ transaction, line by line. */
async function writeSnapshot(
  client: pg.Client,
  write: (line: string) => Promise<void>,
): Promise<{ tables: number; rows: number }> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  const level = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  // A partitioned table (the packed history by day: decision 036) is read whole through its
  // parent, not partition by partition: the restored database routes each row into the
  // partitions it has (or its DEFAULT partition), whatever days it made partitions for.
  const tables = (
    await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        ORDER BY c.relname`,
      [BACKUP_SCHEMA],
    )
  ).rows.map((r) => r.name);
  await write(JSON.stringify(newBackupHeader(level.rows[0]!.n, tables)));
  let rows = 0;
  for (const table of tables) {
    const columns = (
      await client.query<{ name: string }>(
        // generated columns are computed again on restore
        `SELECT attname AS name FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
          ORDER BY attnum`,
        [tableRef(table)],
      )
    ).rows.map((r) => r.name);
    await write(JSON.stringify({ table, columns } satisfies TableLine));
    await client.query(
      `DECLARE dump NO SCROLL CURSOR FOR
         SELECT row_to_json(x)::text AS j FROM (SELECT ${columns.map(quote).join(', ')} FROM ${tableRef(table)}) x`,
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
  return { tables: tables.length, rows };
}
