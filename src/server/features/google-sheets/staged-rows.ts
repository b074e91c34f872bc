// An import's checked rows kept in PostgreSQL between preview and commit (property_import_rows),
// a slice per statement: each slice goes as one JSON text through jsonb_to_recordset, so neither
// the preview nor the commit holds the file's rows as one value (issue 30: a 50,000-row file was
// 12 MB of jsonb serialised, read back and parsed on the web thread).
import { sql } from 'drizzle-orm';
import type { ImportAction } from '../../../contracts/google-sheets.js';
import type { Db } from '../../db/client.js';
import type { PlanOutcome } from './plan-import.js';
import type { ImportRecord, PropertyType } from './validate-rows.js';

/** A file's row as validated, with what the plan does with it. */
export type StagedRow = ImportRecord & {
  action: ImportAction;
  propertyId: number | null;
  /** the address written when it is not the file's */
  writtenIp: string | null;
};

type Executor = Pick<Db, 'execute'>;

/** A row of the file (as validated) and its plan. */
export function stagedRowOf(file: ImportRecord, outcome: PlanOutcome): StagedRow {
  const written = outcome.refused ? file.ipAddress : outcome.record.ipAddress;
  // one literal, not spreads: the rows come from a thread as clones, slow to spread
  return {
    row: file.row,
    id: file.id,
    name: file.name,
    address: file.address,
    ipAddress: file.ipAddress,
    type: file.type,
    description: file.description,
    action: outcome.refused ? 'refused' : outcome.action,
    propertyId: outcome.refused ? null : outcome.propertyId,
    writtenIp: written === file.ipAddress ? null : written,
  };
}

const asJson = (rows: StagedRow[]) =>
  JSON.stringify(
    rows.map((r) => ({
      r: r.row,
      i: r.id,
      n: r.name,
      a: r.address,
      ip: r.ipAddress,
      t: r.type,
      d: r.description,
      ac: r.action,
      p: r.propertyId,
      w: r.writtenIp,
    })),
  );
const RECORDSET = sql.raw(
  `x(r int, i int, n text, a text, ip text, t text, d text, ac text, p int, w text)`,
);

export async function stageRows(db: Executor, importId: string, rows: StagedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO property_import_rows
      (import_id, "row", id, name, address, ip_address, type, description, action, property_id, written_ip)
    SELECT ${importId}, x.r, x.i, x.n, x.a, x.ip, x.t, x.d, x.ac, x.p, x.w
      FROM jsonb_to_recordset(${asJson(rows)}::jsonb) AS ${RECORDSET}`);
}

/** A plan changed at commit: the rows whose action, property or written address differ. */
export async function replanRows(db: Executor, importId: string, rows: StagedRow[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE property_import_rows s SET action = x.ac, property_id = x.p, written_ip = x.w
      FROM jsonb_to_recordset(${asJson(rows)}::jsonb) AS ${RECORDSET}
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
    action: ImportAction;
    property_id: number | null;
    written_ip: string | null;
  }>(sql`
    SELECT "row", id, name, address, ip_address, type, description, action, property_id, written_ip
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
