// Which properties the dashboard's table shows and in which order (spec core §2): the search,
// the status filter and the header sort, over a list of properties. The browser runs them over
// the whole list in a small workspace; the server's index (server/data/property-index.ts) selects
// the same for a large one (issue 32), and its tests hold it to these functions.
import type { Property } from './properties.js';

export type TableStatusFilter = 'all' | 'online' | 'offline' | 'timeout';
export type TableSortKey = 'name' | 'status' | 'responseTime' | 'lastCheck';
/** The values of aria-sort, so the header can announce the order as it is. */
export type TableSortDirection = 'ascending' | 'descending';
export type TableSort = { key: TableSortKey; direction: TableSortDirection };

type Searchable = Pick<Property, 'name' | 'address' | 'ipAddress' | 'status'>;

/**
 * Case-insensitive match on name and address, plain (case-sensitive) substring match on the IP,
 * combined with the status filter. An empty search matches everything.
 */
export function filterProperties<T extends Searchable>(
  properties: readonly T[],
  search: string,
  status: TableStatusFilter,
): T[] {
  const term = search.trim();
  const lower = term.toLowerCase();
  return properties.filter((p) => {
    if (status !== 'all' && p.status !== status) return false;
    if (!term) return true;
    return (
      p.name.toLowerCase().includes(lower) ||
      p.address.toLowerCase().includes(lower) ||
      p.ipAddress.includes(term)
    );
  });
}

type Sortable = Pick<Property, 'name' | 'status' | 'responseTime' | 'lastCheck'>;

/** Status in order of urgency, so "ascending" lists the properties that need attention first. */
export const STATUS_RANK: Record<string, number> = {
  offline: 0,
  timeout: 1,
  unknown: 2,
  online: 3,
};

/**
 * Made on the first sort by name, not when the module loads: a collator's first construction
 * loads the locale's collation data, ~8 ms (Node) to ~30 ms (Chromium on a busy 2-core machine)
 * that sat in the dashboard's first load before anyone sorted (Chromium CPU profile, issue 14).
 */
let collator: Intl.Collator | undefined;
/** The name order: numbers within names as numbers, case and accents aside. */
export const nameCollator = () =>
  (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

/** The value compared for a key; null (never checked, no reply) always sorts last. */
function valueOf(p: Sortable, key: TableSortKey): string | number | null {
  switch (key) {
    case 'name':
      return p.name;
    case 'status':
      return STATUS_RANK[p.status] ?? STATUS_RANK.unknown!;
    case 'responseTime':
      return p.responseTime;
    case 'lastCheck':
      return p.lastCheck === null ? null : Date.parse(p.lastCheck);
  }
}

/** A sorted copy (stable: equal values keep the server's order); no sort returns the list as is. */
export function sortProperties<T extends Sortable>(
  list: readonly T[],
  sort: TableSort | null,
): T[] {
  if (!sort) return [...list];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...list].sort((a, b) => {
    const x = valueOf(a, sort.key);
    const y = valueOf(b, sort.key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order =
      typeof x === 'string' && typeof y === 'string'
        ? nameCollator().compare(x, y)
        : Number(x) - Number(y);
    return sign * order;
  });
}
