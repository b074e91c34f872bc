// Sorting the dashboard's property table by a column header: name, status, response time, last
// check. The order itself is contracts/property-selection.ts's, which the server's paging shares.
import type {
  TableSort,
  TableSortDirection,
  TableSortKey,
} from '../../../../contracts/property-selection.js';

export { sortProperties } from '../../../../contracts/property-selection.js';
export const SORT_KEYS = ['name', 'status', 'responseTime', 'lastCheck'] as const;
export type SortKey = TableSortKey;
export type SortDirection = TableSortDirection;
export type Sort = TableSort;

/** A click on a header: a new column sorts ascending, the sorted one flips its direction. */
export function nextSort(current: Sort | null, key: SortKey): Sort {
  if (current?.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: 'ascending' };
}
