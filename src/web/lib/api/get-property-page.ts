// GET /api/properties/page with the dashboard table's search, status filter, sort and page: a
// large workspace's table asks the server for what it shows (issue 32). Under the property
// list's key, so what re-loads the list (live events, the 30 s re-load, a check) re-loads the
// page on screen, and only it: pages not shown are only marked stale.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { propertyPage, type PropertyPage } from '../../../contracts/properties.js';
import type { TableSort, TableStatusFilter } from '../../../contracts/property-selection.js';
import { fetchJson } from './fetch-json.js';
import { AUTO_REFRESH_MS, FIRST_PAGE_URL, propertiesQueryKey } from './get-properties.js';

export type PageRequest = {
  page: number;
  pageSize: number;
  search: string;
  status: TableStatusFilter;
  sort: TableSort | null;
};

/** The selection's query string (also the export's): only what differs from the defaults. */
export function selectionQuery({ search, status, sort }: Omit<PageRequest, 'page' | 'pageSize'>) {
  const q = new URLSearchParams();
  if (search.trim()) q.set('search', search.trim());
  if (status !== 'all') q.set('status', status);
  if (sort) {
    q.set('sort', sort.key);
    q.set('direction', sort.direction);
  }
  return q;
}

/** The streamed CSV of the same selection (every page of it). */
export const exportUrl = (sel: Omit<PageRequest, 'page' | 'pageSize'>) => {
  const q = selectionQuery(sel).toString();
  return `${propertiesQueryKey[0]}/export.csv${q ? `?${q}` : ''}`;
};

export function pageUrl(req: PageRequest): string {
  const q = selectionQuery(req);
  if (req.page > 1) q.set('offset', String((req.page - 1) * req.pageSize));
  q.set('limit', String(req.pageSize));
  const url = `${propertiesQueryKey[0]}/page?${q}`;
  // the default view is the first page boot.js asked for: the same URL, so it is adopted
  return url === FIRST_PAGE_URL ? FIRST_PAGE_URL : url;
}

/** A page answered a few seconds ago is shown without asking again (a page turned back). */
const PAGE_STALE_MS = 5_000;

export const propertyPageQueryOptions = (req: PageRequest, initial?: PropertyPage) =>
  queryOptions({
    queryKey: [...propertiesQueryKey, 'page', req] as const,
    queryFn: ({ signal }) => fetchJson(pageUrl(req), propertyPage, signal),
    // while the next view loads the one before stays (marked busy), not a spinner
    placeholderData: keepPreviousData,
    staleTime: PAGE_STALE_MS,
    refetchInterval: AUTO_REFRESH_MS,
    initialData: initial,
  });
