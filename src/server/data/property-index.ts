// A workspace's properties as the dashboard's table selects them, held in memory (issue 32,
// decision 035): per property only what search, filter and sort read (~100 bytes, ~10 MB at
// 100,000), in the list's order (name, then id). A page, a search, a filter or a sort is then a
// scan of plain arrays (a few ms at 100,000) instead of a query over the workspace's rows; the
// rows shown are read afterwards by id, fresh. Built by one query in array row mode.
import type pg from 'pg';
import type { PropertySelection } from '../../contracts/properties.js';
import { nameCollator, STATUS_RANK } from '../../contracts/property-selection.js';
import { maskIp } from '../lib/mask-ip.js';
import { roundFigure } from '../reporting/report-stats.js';
import { sortPositions } from './sort-positions.js';

export type PropertyIndex = {
  readonly total: number;
  /** property ids in the list's order */
  readonly ids: Int32Array;
  readonly names: readonly string[];
  readonly namesLower: readonly string[];
  readonly addressesLower: readonly string[];
  /** the address as the viewer sees it (masked or not): the search matches what is shown */
  readonly ips: readonly string[];
  readonly statuses: readonly string[];
  /** as the list shows it (two decimals), so ties are the browser's ties; NaN: none */
  readonly responseTimes: Float64Array;
  readonly lastChecks: Float64Array;
  /** 0: in no group */
  readonly groupIds: Int32Array;
  /** positions sorted by name as the browser's collator sorts them, made on first use */
  byName?: Int32Array;
  /** the last selections made over this index, newest last (a page turn, a longer search) */
  selections?: Map<string, Selected>;
};

type Selected = { term: string; positions: Int32Array };

/** selections kept per index: a page turn or a search typed on answers from them */
const KEPT_SELECTIONS = 8;

const INDEX_SQL = `
  SELECT p.id, p.name, p.address, p.ip_address, p.status, s.response_time,
         extract(epoch FROM s.last_check) * 1000, coalesce(p.group_id, 0)
    FROM properties p JOIN property_schedule s ON s.property_id = p.id
   WHERE p.workspace_id = $1
   ORDER BY p.name, p.id`;

type IndexRow = [number, string, string, string, string, number | null, string | null, number];

export async function buildPropertyIndex(
  pool: pg.Pool,
  viewer: { workspaceId: string; seesFullIps: boolean },
  previous?: PropertyIndex,
): Promise<PropertyIndex> {
  const res = await pool.query<IndexRow>({
    text: INDEX_SQL,
    values: [viewer.workspaceId],
    rowMode: 'array',
  });
  const n = res.rows.length;
  const index = {
    total: n,
    ids: new Int32Array(n),
    names: new Array<string>(n),
    namesLower: new Array<string>(n),
    addressesLower: new Array<string>(n),
    ips: new Array<string>(n),
    statuses: new Array<string>(n),
    responseTimes: new Float64Array(n),
    lastChecks: new Float64Array(n),
    groupIds: new Int32Array(n),
  } satisfies PropertyIndex;
  res.rows.forEach(([id, name, address, ip, status, rt, last, group], i) => {
    index.ids[i] = id;
    index.names[i] = name;
    index.namesLower[i] = name.toLowerCase();
    index.addressesLower[i] = address.toLowerCase();
    index.ips[i] = viewer.seesFullIps ? ip : maskIp(ip);
    index.statuses[i] = status;
    index.responseTimes[i] = rt === null ? NaN : roundFigure(rt);
    index.lastChecks[i] = last === null ? NaN : Number(last);
    index.groupIds[i] = group;
  });
  // the name order costs ~150 ms at 100,000 (a collator's compare); the same names in the same
  // order keep the previous one (checks move statuses and figures, not names)
  const sameNames =
    previous?.byName !== undefined &&
    previous.total === n &&
    index.ids.every((id, i) => previous.ids[i] === id && previous.names[i] === index.names[i]);
  return sameNames ? { ...index, byName: previous.byName } : index;
}


/** The browser's name sort (lib/property-sort.ts): numeric, case and accents aside. */
export function nameOrder(index: PropertyIndex): Int32Array {
  if (index.byName) return index.byName;
  const names = nameCollator();
  const order = Array.from({ length: index.total }, (_, i) => i);
  // stable: equal names keep the list's order, as Array.prototype.sort is
  order.sort((a, b) => names.compare(index.names[a]!, index.names[b]!));
  index.byName = Int32Array.from(order);
  return index.byName;
}

/** A number to sort by for a position; NaN for none (sorted last in either direction). */
function sortValue(index: PropertyIndex, key: 'status' | 'responseTime' | 'lastCheck') {
  switch (key) {
    case 'status':
      return (i: number) => STATUS_RANK[index.statuses[i]!] ?? STATUS_RANK.unknown!;
    case 'responseTime':
      return (i: number) => index.responseTimes[i]!;
    case 'lastCheck':
      return (i: number) => index.lastChecks[i]!;
  }
}

/**
 * The positions (in the index) of the properties selected, in the order asked: what the
 * dashboard's table computed in the browser over the whole list (filterProperties, then
 * sortProperties), computed here.
 */
export function selectPositions(index: PropertyIndex, sel: PropertySelection): Int32Array {
  const term = sel.search.trim();
  const rest = JSON.stringify([sel.status, sel.groupId ?? null, sel.sort ?? null, sel.direction]);
  const key = `${rest}\n${term}`;
  const kept = (index.selections ??= new Map());
  let positions = kept.get(key)?.positions;
  if (positions === undefined) {
    // a search typed on (the new term contains the old one) matches a subset of the old
    // selection, in the same order: filter that instead of every property
    let within: Int32Array | undefined;
    for (const [k, v] of kept) {
      if (v.term && term.includes(v.term) && k === `${rest}\n${v.term}`) within = v.positions;
    }
    positions = computePositions(index, sel, term, within);
  }
  kept.delete(key);
  kept.set(key, { term, positions });
  if (kept.size > KEPT_SELECTIONS) kept.delete(kept.keys().next().value!);
  return positions;
}

function computePositions(
  index: PropertyIndex,
  sel: PropertySelection,
  term: string,
  within: Int32Array | undefined,
): Int32Array {
  const lower = term.toLowerCase();
  const matches = (i: number) =>
    (sel.status === 'all' || index.statuses[i] === sel.status) &&
    // a property in no group is held as 0 (no group has that id)
    (sel.groupId === undefined || index.groupIds[i] === (sel.groupId === 'none' ? 0 : sel.groupId)) &&
    (!term ||
      index.namesLower[i]!.includes(lower) ||
      index.addressesLower[i]!.includes(lower) ||
      index.ips[i]!.includes(term));
  if (within) return within.filter(matches);
  const base = sel.sort === 'name' ? nameOrder(index) : undefined;
  const picked: number[] = [];
  for (let k = 0; k < index.total; k++) {
    const i = base ? base[k]! : k;
    if (matches(i)) picked.push(i);
  }
  if (sel.sort === 'name') {
    if (sel.direction === 'descending') reverseKeepingTies(picked, index);
    return Int32Array.from(picked);
  }
  if (sel.sort) {
    const fast = sortPositions(index, picked, sel.sort, sel.direction);
    if (fast) return fast;
    const value = sortValue(index, sel.sort);
    const sign = sel.direction === 'ascending' ? 1 : -1;
    const values = new Float64Array(index.total);
    for (const i of picked) values[i] = value(i);
    picked.sort((a, b) => {
      const x = values[a]!;
      const y = values[b]!;
      if (Number.isNaN(x) || Number.isNaN(y)) {
        return Number.isNaN(x) === Number.isNaN(y) ? 0 : Number.isNaN(x) ? 1 : -1;
      }
      return sign * (x - y);
    });
  }
  return Int32Array.from(picked);
}

/**
 * Descending by name as the browser sorts it: names the collator finds equal keep the list's
 * order (its sort is stable with the comparison negated), so reverse, then restore each run of
 * equal names to its ascending order.
 */
function reverseKeepingTies(picked: number[], index: PropertyIndex): void {
  picked.reverse();
  const names = nameCollator();
  for (let start = 0; start < picked.length; ) {
    let end = start + 1;
    while (
      end < picked.length &&
      names.compare(index.names[picked[start]!]!, index.names[picked[end]!]!) === 0
    ) {
      end++;
    }
    if (end - start > 1) {
      const run = picked.slice(start, end).reverse();
      picked.splice(start, run.length, ...run);
    }
    start = end;
  }
}
