// Every row passes the property form's own rules (spec core §5, contracts/properties.ts) and the
// installation's target policy, exactly as POST /api/properties would judge it.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { GROUP_MSG, MAX_GROUP_NAME } from '../../../contracts/groups.js';
import { createPropertyBody, type PROPERTY_TYPES } from '../../../contracts/properties.js';
import type { ImportRowError } from '../../../contracts/google-sheets.js';
import type { TargetPolicy } from '../../monitoring/target-policy.js';
import type { RawRecord } from './map-columns.js';

export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** A row that may become a property. */
export type ImportRecord = {
  row: number;
  id: number | null;
  name: string;
  address: string;
  ipAddress: string;
  type: PropertyType;
  description: string | null;
  /** the group the row names, as written (null: an empty cell, the property's group stays) */
  group: string | null;
};

const FIELD_NAMES = new Set(['name', 'address', 'ipAddress', 'type', 'description']);

/** A row that cannot become a property, with what the file said and why. */
export type RefusedRow = { raw: RawRecord; errors: ImportRowError[] };

/** A file's rows after the check. */
export type CheckedRows = { valid: ImportRecord[]; refused: RefusedRow[] };

export function validateRows(records: RawRecord[], policy: TargetPolicy): CheckedRows {
  const valid: ImportRecord[] = [];
  const refused: RefusedRow[] = [];
  for (const r of records) {
    const rowErrors: ImportRowError[] = [];
    const id = r.id ? Number(r.id) : null;
    if (r.id && !(Number.isInteger(id) && id! > 0 && id! <= 2_147_483_647)) {
      rowErrors.push({ row: r.row, field: 'id', message: `"${r.id}" is not a property id` });
    }
    const group = r.group || null;
    if (group !== null && group.length > MAX_GROUP_NAME) {
      rowErrors.push({ row: r.row, field: 'group', message: GROUP_MSG.nameTooLong });
    }
    const parsed = createPropertyBody.safeParse({
      name: r.name ?? '',
      address: r.address ?? '',
      ipAddress: r.ipAddress ?? '',
      // an empty type is the form's default; otherwise the words of the form, in any case
      type: r.type ? r.type.toLowerCase() : undefined,
      description: r.description || null,
      permissionConfirmed: true,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        rowErrors.push({
          row: r.row,
          field: FIELD_NAMES.has(field) ? field : 'row',
          message: issue.message,
        });
      }
    } else {
      const decision = policy.check(parsed.data.ipAddress);
      if (!decision.ok)
        rowErrors.push({ row: r.row, field: 'ipAddress', message: decision.reason });
    }
    if (rowErrors.length > 0 || !parsed.success) {
      refused.push({ raw: r, errors: rowErrors });
      continue;
    }
    valid.push({
      row: r.row,
      id,
      name: parsed.data.name,
      address: parsed.data.address,
      ipAddress: parsed.data.ipAddress,
      type: parsed.data.type,
      description: parsed.data.description ?? null,
      group,
    });
  }
  return { valid, refused };
}

/** The same on the web thread (a linked sheet's rows), a thousand rows per turn of the loop. */
export async function validateRowsInSteps(
  records: RawRecord[],
  policy: TargetPolicy,
): Promise<CheckedRows> {
  const all: CheckedRows = { valid: [], refused: [] };
  for (let i = 0; i < records.length; i += 1000) {
    const part = validateRows(records.slice(i, i + 1000), policy);
    all.valid.push(...part.valid);
    all.refused.push(...part.refused);
    await yieldToEventLoop();
  }
  return all;
}
