// Sorting the dashboard's property table by a column header: name, status, response time, last check.
import type { Property } from '../../../../contracts/properties.js';

export const SORT_KEYS = ['name', 'status', 'responseTime', 'lastCheck'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
/** The values of aria-sort, so the header can announce the order as it is. */
export type SortDirection = 'ascending' | 'descending';
export type Sort = { key: SortKey; direction: SortDirection };

type Sortable = Pick<Property, 'name' | 'status' | 'responseTime' | 'lastCheck'>;

/** Status in order of urgency, so "ascending" lists the properties that need attention first. */
const STATUS_RANK: Record<string, number> = { offline: 0, timeout: 1, unknown: 2, online: 3 };

/**
 * Made on the first sort by name, not when the module loads: a collator's first construction
 * loads the locale's collation data, ~8 ms (Node) to ~30 ms (Chromium on a busy 2-core machine)
 * that sat in the dashboard's first load before anyone sorted (Chromium CPU profile, issue 14).
 */
let collator: Intl.Collator | undefined;
const names = () =>
  (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

/** The value compared for a key; null (never checked, no reply) always sorts last. */
function valueOf(p: Sortable, key: SortKey): string | number | null {
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
export function sortProperties<T extends Sortable>(list: readonly T[], sort: Sort | null): T[] {
  if (!sort) return [...list];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...list].sort((a, b) => {
    const x = valueOf(a, sort.key);
    const y = valueOf(b, sort.key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order =
      typeof x === 'string' && typeof y === 'string'
        ? names().compare(x, y)
        : Number(x) - Number(y);
    return sign * order;
  });
}

/** A click on a header: a new column sorts ascending, the sorted one flips its direction. */
export function nextSort(current: Sort | null, key: SortKey): Sort {
  if (current?.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: 'ascending' };
}
