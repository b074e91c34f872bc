// GET /api/properties: the workspace's properties, read by the dashboard, the properties page,
// the system overview and the shell (live events, announcements). Its key is the prefix of every
// per-property key, so invalidating it re-loads a property's detail, history and incidents too.
// And GET /api/properties/page for the dashboard's first page while that list loads.
import { FIRST_LOAD_URLS } from '../../../contracts/first-load.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { property, propertyPage } from '../../../contracts/properties.js';
import { fetchJson, sampledArray } from './fetch-json.js';

export const propertiesQueryKey = [FIRST_LOAD_URLS.properties] as const;

/** Spec core §9: the dashboard re-loads properties and stats every 30 s. */
export const AUTO_REFRESH_MS = 30_000;

export const getProperties = (signal?: AbortSignal) =>
  fetchJson(FIRST_LOAD_URLS.properties, sampledArray(property), signal);

export const propertiesQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: propertiesQueryKey,
    queryFn: ({ signal }) => getProperties(signal),
    refetchInterval,
  });

export const useProperties = (refetchInterval: number | false = false) =>
  useQuery(propertiesQueryOptions(refetchInterval));

/**
 * The list's first 10 rows (the dashboard's page size) and the total: with 10,000 properties the
 * whole list is 4.4 MB and arrives well after the page's code has run; this answer is a few KB.
 * src/web/boot.js asks for this very URL (a test checks they agree). Not under the list's key,
 * so what re-loads the list does not re-load it: it is shown only until the list is in.
 */
export const FIRST_PAGE_URL = FIRST_LOAD_URLS.firstPage;

/**
 * Kept a minute, against the list's 5 minutes: a first page is shown only while the list is not
 * in the cache, and by the time an unused list is dropped, its first page is long gone too.
 */
const FIRST_PAGE_GC_MS = 60_000;

export const firstPageQueryOptions = () =>
  queryOptions({
    queryKey: [FIRST_PAGE_URL] as const,
    queryFn: ({ signal }) => fetchJson(FIRST_PAGE_URL, propertyPage, signal),
    gcTime: FIRST_PAGE_GC_MS,
  });

/** The first page while the list is not loaded yet (`wanted`); nothing asked otherwise. */
export const useFirstPage = (wanted: boolean) =>
  useQuery({ ...firstPageQueryOptions(), enabled: wanted });
