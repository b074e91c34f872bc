// Decides what each valid row does to the workspace's properties. The matching key (decision
// 012): the row's `id` column when it has one (a property of this workspace), else its IP address
// within the workspace. Pure: the same rows against the same properties give the same plan, which
// is what makes a re-import change nothing.
//
// A caller who sees addresses masked (1.2.3.x) must not learn one through the plan: for them an
// address is compared only as they see it, masked, so no answer depends on a hidden last octet
// (ip-visibility.ts says who that is).
import { IMPORT_MSG } from '../../../contracts/google-sheets-messages.js';
import type { ImportAction, ImportRowError } from '../../../contracts/google-sheets.js';
import { GROUP_MSG } from '../../../contracts/groups.js';
import { maskIp } from '../../lib/mask-ip.js';
import type { ImportRecord } from './validate-rows.js';

/** The fields an import compares and writes. */
export type ExistingProperty = {
  id: number;
  name: string;
  address: string;
  ipAddress: string;
  type: string;
  description: string | null;
  groupId: number | null;
};

/**
 * A group of the workspace a row may name (decision 033), with the upstream properties its members
 * depend on: its own and those of the groups above it, none of which may join it.
 */
export type ImportGroup = { id: number; name: string; upstreamIds: number[] };

export type PlanOptions = { seesIps: boolean; groups?: ImportGroup[] };

export type PlannedRow = {
  /** what is written: for a masked caller, an address equal as they see it keeps the stored one */
  record: ImportRecord;
  action: Exclude<ImportAction, 'refused'>;
  propertyId: number | null;
  /** the address the preview shows when it is not the record's (the file's, never a hidden one) */
  shownIp?: string;
};
export type ImportPlan = {
  rows: PlannedRow[];
  refused: Array<{ record: ImportRecord; errors: ImportRowError[] }>;
};

/** What one row does: a planned row, or refused with why. */
export type PlanOutcome =
  ({ refused?: undefined } & PlannedRow) | { refused: ImportRowError[]; record: ImportRecord };

export function planImport(
  records: ImportRecord[],
  existing: ExistingProperty[],
  opts: PlanOptions = { seesIps: true },
): ImportPlan {
  const planner = createPlanner(existing, opts);
  const plan: ImportPlan = { rows: [], refused: [] };
  for (const record of records) {
    const outcome = planner.plan(record);
    if (outcome.refused) plan.refused.push({ record, errors: outcome.refused });
    else plan.rows.push(outcome);
  }
  return plan;
}

/**
 * The same plan a row at a time, for rows read in slices: fed the rows in file order, it answers
 * for each what planImport would (a row's fate depends on the rows before it).
 */
export function createPlanner(
  existing: ExistingProperty[],
  opts: PlanOptions = { seesIps: true },
): { plan: (record: ImportRecord) => PlanOutcome } {
  const key = opts.seesIps ? (ip: string) => ip : maskIp;
  const byId = new Map(existing.map((p) => [p.id, p]));
  const byIp = new Map<string, ExistingProperty[]>();
  for (const p of existing) {
    const k = key(p.ipAddress);
    const same = byIp.get(k);
    if (same) same.push(p);
    else byIp.set(k, [p]);
  }
  // names compared without case, as the groups' unique index does
  const groupsByName = new Map((opts.groups ?? []).map((g) => [g.name.toLowerCase(), g]));
  const seenIds = new Map<number, number>();
  const seenIps = new Map<string, number>();
  const refuse = (record: ImportRecord, field: string, message: string): PlanOutcome => ({
    record,
    refused: [{ row: record.row, field, message }],
  });

  function plan(record: ImportRecord): PlanOutcome {
    const group = record.group === null ? null : groupsByName.get(record.group.toLowerCase());
    if (group === undefined) return refuse(record, 'group', IMPORT_MSG.unknownGroup(record.group!));
    let match: ExistingProperty | undefined;
    if (record.id !== null) {
      const earlier = seenIds.get(record.id);
      if (earlier !== undefined) {
        return refuse(record, 'id', `Property id ${record.id} is also on row ${earlier}`);
      }
      match = byId.get(record.id);
      if (!match) return refuse(record, 'id', `No property with id ${record.id} in this workspace`);
    } else {
      const earlier = seenIps.get(record.ipAddress);
      if (earlier !== undefined) {
        return refuse(
          record,
          'ipAddress',
          `IP address ${record.ipAddress} is also on row ${earlier}`,
        );
      }
      let same = byIp.get(key(record.ipAddress)) ?? [];
      // masked, several properties may share what the caller sees: the address tells them apart
      if (!opts.seesIps && same.length > 1) same = same.filter((p) => p.address === record.address);
      if (same.length > 1) {
        return refuse(
          record,
          'ipAddress',
          `${same.length} properties use IP address ${key(record.ipAddress)}: add an id column to say which`,
        );
      }
      match = same[0];
      const claimed = match && seenIds.get(match.id);
      if (claimed !== undefined && claimed !== null) {
        return refuse(
          record,
          'ipAddress',
          `Row ${claimed} also updates the property this row matches`,
        );
      }
    }
    // the property this group depends on cannot be inside it (group-tree.ts checks it again)
    if (match && group?.upstreamIds.includes(match.id)) {
      return refuse(record, 'group', GROUP_MSG.upstreamIsMember);
    }
    seenIps.set(record.ipAddress, record.row);
    if (!match) return { record, action: 'create', propertyId: null };
    seenIds.set(match.id, record.row);
    const keepsIp = !opts.seesIps && maskIp(record.ipAddress) === maskIp(match.ipAddress);
    const written = keepsIp ? { ...record, ipAddress: match.ipAddress } : record;
    return {
      record: written,
      action: isSame(written, match, group?.id) ? 'unchanged' : 'update',
      propertyId: match.id,
      ...(keepsIp ? { shownIp: maskIp(match.ipAddress) } : {}),
    };
  }
  return { plan };
}

/** `groupId` undefined: the row leaves the group as it is. */
function isSame(r: ImportRecord, p: ExistingProperty, groupId: number | undefined): boolean {
  return (
    (groupId === undefined || groupId === p.groupId) &&
    r.name === p.name &&
    r.address === p.address &&
    r.ipAddress === p.ipAddress &&
    r.type === p.type &&
    (r.description ?? null) === (p.description ?? null)
  );
}
