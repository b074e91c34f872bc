// GET /api/properties/:id: one property, for its detail page. The key starts with the list's
// key, so a re-load of the list (a check, a live event) re-loads it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { property } from '../../../contracts/properties.js';
import { fetchJson } from './fetch-json.js';
import { propertiesQueryKey } from './get-properties.js';

export const propertyQueryKey = (id: number) => [...propertiesQueryKey, String(id)] as const;

export const getProperty = (id: number, signal?: AbortSignal) =>
  fetchJson(`/api/properties/${id}`, property, signal);

export const propertyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: propertyQueryKey(id),
    queryFn: ({ signal }) => getProperty(id, signal),
  });

export const useProperty = (id: number) => useQuery(propertyQueryOptions(id));
