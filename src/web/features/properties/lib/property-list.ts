// The properties page's pure logic: search + status filter, usage text, permissions, CSV export.
import type { Property, PropertyLimits } from '../../../../contracts/properties.js';
import {
  downloadPropertiesCsv,
  propertiesCsvOf,
  type PropertyCsvColumn,
} from '../../../lib/property-csv.js';
import type { StatusFilter } from '../../../components/property-filters.js';

export {
  STATUS_FILTERS,
  STATUS_FILTER_LABELS,
  type StatusFilter,
} from '../../../components/property-filters.js';

export const EMPTY_TEXT = {
  none: 'No properties found. Add your first property to get started.',
  noMatch: 'No properties match your search criteria.',
} as const;

/** Cards rendered at first and added per "Show more": thousands of cards would be slow. */
export const CARDS_PER_BATCH = 60;

/**
 * Spec core §2: filtered on the client over the loaded list, on name, address and IP text
 * (case-insensitive substring), and on status.
 */
export function filterProperties(
  list: readonly Property[],
  search: string,
  status: StatusFilter,
): Property[] {
  const q = search.trim().toLowerCase();
  return list.filter(
    (p) =>
      (status === 'all' || p.status === status) &&
      (q === '' ||
        p.name.toLowerCase().includes(q) ||
        p.address.toLowerCase().includes(q) ||
        p.ipAddress.toLowerCase().includes(q)),
  );
}

/** The group filter (issue 29): 'all', 'none' (in no group) or a group's id as text. */
export function filterByGroup(list: readonly Property[], group: string): readonly Property[] {
  if (group === 'all') return list;
  if (group === 'none') return list.filter((p) => p.groupId === null);
  return list.filter((p) => String(p.groupId) === group);
}

/** "3 / 10 properties"; an unlimited plan shows ∞. */
export function usageText(limits: Pick<PropertyLimits, 'current' | 'limit'>): string {
  return `${limits.current} / ${limits.limit ?? '∞'} properties`;
}

/** 0-100 for the usage bar; 0 for an unlimited plan. */
export function usagePercent(limits: Pick<PropertyLimits, 'current' | 'limit'>): number {
  if (limits.limit === null || limits.limit <= 0) return 0;
  return Math.min(100, Math.max(0, (limits.current / limits.limit) * 100));
}

export const isAtLimit = (limits: PropertyLimits | undefined): boolean =>
  limits !== undefined && !limits.canAddMore;

const CSV_COLUMNS: PropertyCsvColumn[] = [
  'name',
  'address',
  'ip',
  'type',
  'status',
  'responseTime',
  'method',
  'interval',
  'uptime24h',
  'uptime7d',
  'uptime30d',
  'lastCheck',
];

export const propertiesCsv = (rows: readonly Property[]): string =>
  propertiesCsvOf(rows, CSV_COLUMNS);

export const exportPropertiesCsv = (rows: readonly Property[], now = new Date()): void =>
  downloadPropertiesCsv(rows, CSV_COLUMNS, now);
