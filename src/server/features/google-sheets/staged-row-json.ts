// A staged row (a file's row with its plan) and the JSON text a slice of them is stored from
// (jsonb_to_recordset in staged-rows.ts). Pure, so the reading thread makes the text itself and
// the web thread only hands it to PostgreSQL.
import type { ImportAction } from '../../../contracts/google-sheets.js';
import type { PlanOutcome } from './plan-import.js';
import type { ImportRecord } from './validate-rows.js';

/** A file's row as validated, with what the plan does with it. */
export type StagedRow = ImportRecord & {
  action: ImportAction;
  propertyId: number | null;
  /** the address written when it is not the file's */
  writtenIp: string | null;
};

/** A row of the file (as validated) and its plan. */
export function stagedRowOf(file: ImportRecord, outcome: PlanOutcome): StagedRow {
  const written = outcome.refused ? file.ipAddress : outcome.record.ipAddress;
  // one literal, not spreads: cheaper for 50,000 rows
  return {
    row: file.row,
    id: file.id,
    name: file.name,
    address: file.address,
    ipAddress: file.ipAddress,
    type: file.type,
    description: file.description,
    group: file.group,
    action: outcome.refused ? 'refused' : outcome.action,
    propertyId: outcome.refused ? null : outcome.propertyId,
    writtenIp: written === file.ipAddress ? null : written,
  };
}

/** The rows as the JSON array STAGED_RECORDSET reads (short keys: less text to send). */
export const stagedRowsJson = (rows: StagedRow[]): string =>
  JSON.stringify(
    rows.map((r) => ({
      r: r.row,
      i: r.id,
      n: r.name,
      a: r.address,
      ip: r.ipAddress,
      t: r.type,
      d: r.description,
      // left out when empty (most files have no group column): jsonb_to_recordset reads null
      g: r.group ?? undefined,
      ac: r.action,
      p: r.propertyId,
      w: r.writtenIp,
    })),
  );

const utf8 = new TextEncoder();
/**
 * The same as UTF-8 bytes in a buffer of their own: moved from the reading thread without a copy
 * and sent to PostgreSQL as they are, never a string on the web thread's heap.
 */
export const stagedRowsBytes = (rows: StagedRow[]): Uint8Array => utf8.encode(stagedRowsJson(rows));

/** The record type of stagedRowsJson's objects, for jsonb_to_recordset. */
export const STAGED_RECORDSET =
  'x(r int, i int, n text, a text, ip text, t text, d text, g text, ac text, p int, w text)';
