// The screens other than the dashboard's table in a workspace too large to read whole (over
// WHOLE_LIST_MAX properties, issue 32, decision 035): whether the workspace is large (the first
// page's total, as the dashboard decides), and GET /api/properties/page asked with a search,
// status, group, offset and limit, or with `ids` (the names a picker holds). Under the property
// list's key, so what re-loads the list (live events, a check) re-loads these answers too.
import { keepPreviousData, queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  MAX_PAGE_IDS,
  propertyPage,
  WHOLE_LIST_MAX,
  type PropertyPage,
} from '../../../contracts/properties.js';
import type { TableStatusFilter } from '../../../contracts/property-selection.js';
import { fetchJson } from './fetch-json.js';
import { propertiesQueryKey, useFirstPage } from './get-properties.js';

/**
 * true: more than WHOLE_LIST_MAX properties, read in pages only; false: read the whole list as
 * before (also when the first page failed, as the dashboard does); undefined while asking.
 */
export function useLargeWorkspace(): boolean | undefined {
  const listCached = useQueryClient().getQueryData(propertiesQueryKey) !== undefined;
  const first = useFirstPage(!listCached);
  if (listCached) return false;
  if (first.data) return first.data.total > WHOLE_LIST_MAX;
  return first.isError ? false : undefined;
}

export type PropertySearch = {
  search?: string;
  status?: TableStatusFilter;
  /** 'all', 'none' (in no group) or a group's id as text */
  group?: string;
  offset?: number;
  limit: number;
};

/** The selection's query string, only what differs from the defaults (also the export's). */
export function searchQuery({ search = '', status = 'all', group = 'all' }: PropertySearch) {
  const q = new URLSearchParams();
  if (search.trim()) q.set('search', search.trim());
  if (status !== 'all') q.set('status', status);
  if (group !== 'all') q.set('groupId', group);
  return q;
}

export function searchUrl(req: PropertySearch): string {
  const q = searchQuery(req);
  if (req.offset) q.set('offset', String(req.offset));
  q.set('limit', String(req.limit));
  return `${propertiesQueryKey[0]}/page?${q}`;
}

/** The streamed CSV of the same selection. */
export function searchExportUrl(req: Omit<PropertySearch, 'limit'>): string {
  const q = searchQuery({ ...req, limit: 0 }).toString();
  return `${propertiesQueryKey[0]}/export.csv${q ? `?${q}` : ''}`;
}

export const propertySearchOptions = (req: PropertySearch, enabled = true) =>
  queryOptions({
    queryKey: [...propertiesQueryKey, 'search', req] as const,
    queryFn: ({ signal }) => fetchJson(searchUrl(req), propertyPage, signal),
    // while the next answer comes the previous one stays (marked busy), not a spinner
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    enabled,
  });

/** The properties named by these ids (at most MAX_PAGE_IDS, the server's cap on `ids`). */
export const propertiesByIdOptions = (ids: readonly number[]) => {
  const sorted = [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_PAGE_IDS);
  return queryOptions({
    queryKey: [...propertiesQueryKey, 'ids', sorted] as const,
    queryFn: ({ signal }) =>
      fetchJson(`${propertiesQueryKey[0]}/page?ids=${sorted.join(',')}`, propertyPage, signal),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/**
 * The properties named by any number of ids, asked MAX_PAGE_IDS at a time: a picker holding
 * more, or a list of groups naming more upstreams, names every one (not `#id` past the 100th).
 */
export function usePropertiesById(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQueries({
    queries: Array.from({ length: Math.ceil(sorted.length / MAX_PAGE_IDS) }, (_, i) =>
      propertiesByIdOptions(sorted.slice(i * MAX_PAGE_IDS, (i + 1) * MAX_PAGE_IDS)),
    ),
    combine: combineNamed,
  });
}

function combineNamed(results: { data?: PropertyPage }[]) {
  const answered = results.filter((r) => r.data !== undefined);
  return {
    data:
      answered.length === 0 && results.length > 0
        ? undefined
        : { properties: answered.flatMap((r) => r.data!.properties) },
  };
}
