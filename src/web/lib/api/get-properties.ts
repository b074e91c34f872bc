// GET /api/properties: the workspace's properties, read by the dashboard, the properties page,
// the system overview and the shell (live events, announcements). Its key is the prefix of every
// per-property key, so invalidating it re-loads a property's detail, history and incidents too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { property } from '../../../contracts/properties.js';
import { fetchJson, sampledArray } from './fetch-json.js';

export const propertiesQueryKey = ['/api/properties'] as const;

/** Spec core §9: the dashboard re-loads properties and stats every 30 s. */
export const AUTO_REFRESH_MS = 30_000;

export const getProperties = (signal?: AbortSignal) =>
  fetchJson('/api/properties', sampledArray(property), signal);

export const propertiesQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: propertiesQueryKey,
    queryFn: ({ signal }) => getProperties(signal),
    refetchInterval,
  });

export const useProperties = (refetchInterval: number | false = false) =>
  useQuery(propertiesQueryOptions(refetchInterval));
