// An import's checked rows kept in PostgreSQL between preview and commit (property_import_rows),
// a slice per statement: each slice goes as one JSON text through jsonb_to_recordset, so neither
// the preview nor the commit holds the file's rows as one value (issue 30: a 50,000-row file was
// 12 MB of jsonb serialised, read back and parsed on the web thread).
import { sql } from 'drizzle-orm';
import type { ImportAction } from '../../../contracts/google-sheets.js';
import type { Db } from '../../db/client.js';
import { STAGED_RECORDSET, stagedRowsJson, type StagedRow } from './staged-row-json.js';
import type { PropertyType } from './validate-rows.js';

export type { StagedRow } from './staged-row-json.js';

type Executor = Pick<Db, 'execute'>;
const RECORDSET = sql.raw(STAGED_RECORDSET);

/**
 * Stores a slice of planned rows from its JSON (stagedRowsBytes) as it came: a Buffer parameter
 * goes to PostgreSQL in binary format, as text's bytes (hence `::text` before `::jsonb`).
 */
export async function stageRows(db: Executor, importId: string, json: Uint8Array): Promise<void> {
  const bytes = Buffer.from(json.buffer, json.byteOffset, json.byteLength);
  await db.execute(sql`
    INSERT INTO property_import_rows
      (import_id, "row", id, name, address, ip_address, type, description, group_name, action,
       property_id, written_ip)
    SELECT ${importId}, x.r, x.i, x.n, x.a, x.ip, x.t, x.d, x.g, x.ac, x.p, x.w
      FROM jsonb_to_recordset(${bytes}::text::jsonb) AS ${RECORDSET}`);
}

/** A plan changed at commit: the rows whose action, property or written address differ. */
export async function replanRows(db: Executor, importId: string, rows: StagedRow[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE property_import_rows s SET action = x.ac, property_id = x.p, written_ip = x.w
      FROM jsonb_to_recordset(${stagedRowsJson(rows)}::jsonb) AS ${RECORDSET}
     WHERE s.import_id = ${importId} AND s."row" = x.r`);
}

/** Up to `limit` rows after row `after`, in file order. */
export async function readStagedRows(
  db: Executor,
  importId: string,
  after: number,
  limit: number,
): Promise<StagedRow[]> {
  const { rows } = await db.execute<{
    row: number;
    id: number | null;
    name: string;
    address: string;
    ip_address: string;
    type: PropertyType;
    description: string | null;
    group_name: string | null;
    action: ImportAction;
    property_id: number | null;
    written_ip: string | null;
  }>(sql`
    SELECT "row", id, name, address, ip_address, type, description, group_name, action,
           property_id, written_ip
      FROM property_import_rows
     WHERE import_id = ${importId} AND "row" > ${after}
     ORDER BY "row" LIMIT ${limit}`);
  return rows.map((r) => ({
    row: r.row,
    id: r.id,
    name: r.name,
    address: r.address,
    ipAddress: r.ip_address,
    type: r.type,
    description: r.description,
    group: r.group_name,
    action: r.action,
    propertyId: r.property_id,
    writtenIp: r.written_ip,
  }));
}

/**
 * Where to cut the rows of one action into chunks of `size`: the row number ending each full
 * chunk (the last chunk runs to the end).
 */
export async function chunkEnds(
  db: Executor,
  importId: string,
  action: 'create' | 'update',
  size: number,
): Promise<number[]> {
  const { rows } = await db.execute<{ row: number }>(sql`
    SELECT "row" FROM (
      SELECT "row", row_number() OVER (ORDER BY "row") AS n
        FROM property_import_rows WHERE import_id = ${importId} AND action = ${action}) s
     WHERE n % ${size} = 0 ORDER BY "row"`);
  return rows.map((r) => r.row);
}

export async function dropStagedRows(db: Executor, importId: string): Promise<void> {
  await db.execute(sql`DELETE FROM property_import_rows WHERE import_id = ${importId}`);
}
