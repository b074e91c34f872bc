// Decides what each valid row does to the workspace's properties. The matching key (decision
// 012): the row's `id` column when it has one (a property of this workspace), else its IP address
// within the workspace. Pure: the same rows against the same properties give the same plan, which
// is what makes a re-import change nothing.
import type { ImportAction, ImportRowError } from '../../../contracts/imports.js';
import type { ImportRecord } from './validate-rows.js';

/** The fields an import compares and writes. */
export type ExistingProperty = {
  id: number;
  name: string;
  address: string;
  ipAddress: string;
  type: string;
  description: string | null;
};

export type PlannedRow = {
  record: ImportRecord;
  action: Exclude<ImportAction, 'refused'>;
  propertyId: number | null;
};
export type ImportPlan = {
  rows: PlannedRow[];
  refused: Array<{ record: ImportRecord; errors: ImportRowError[] }>;
};

export function planImport(records: ImportRecord[], existing: ExistingProperty[]): ImportPlan {
  const byId = new Map(existing.map((p) => [p.id, p]));
  const byIp = new Map<string, ExistingProperty[]>();
  for (const p of existing) byIp.set(p.ipAddress, [...(byIp.get(p.ipAddress) ?? []), p]);
  const seenIds = new Map<number, number>();
  const seenIps = new Map<string, number>();
  const plan: ImportPlan = { rows: [], refused: [] };
  const refuse = (record: ImportRecord, field: string, message: string) =>
    plan.refused.push({ record, errors: [{ row: record.row, field, message }] });

  for (const record of records) {
    let match: ExistingProperty | undefined;
    if (record.id !== null) {
      const earlier = seenIds.get(record.id);
      if (earlier !== undefined) {
        refuse(record, 'id', `Property id ${record.id} is also on row ${earlier}`);
        continue;
      }
      match = byId.get(record.id);
      if (!match) {
        refuse(record, 'id', `No property with id ${record.id} in this workspace`);
        continue;
      }
      seenIds.set(record.id, record.row);
    } else {
      const earlier = seenIps.get(record.ipAddress);
      if (earlier !== undefined) {
        refuse(record, 'ipAddress', `IP address ${record.ipAddress} is also on row ${earlier}`);
        continue;
      }
      const same = byIp.get(record.ipAddress) ?? [];
      if (same.length > 1) {
        refuse(
          record,
          'ipAddress',
          `${same.length} properties use IP address ${record.ipAddress}: add an id column to say which`,
        );
        continue;
      }
      match = same[0];
    }
    seenIps.set(record.ipAddress, record.row);
    if (!match) plan.rows.push({ record, action: 'create', propertyId: null });
    else
      plan.rows.push({
        record,
        action: isSame(record, match) ? 'unchanged' : 'update',
        propertyId: match.id,
      });
  }
  return plan;
}

function isSame(r: ImportRecord, p: ExistingProperty): boolean {
  return (
    r.name === p.name &&
    r.address === p.address &&
    r.ipAddress === p.ipAddress &&
    r.type === p.type &&
    (r.description ?? null) === (p.description ?? null)
  );
}
