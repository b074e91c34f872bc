// GET /api/properties/:id/history?range=: a property's uptime and response-time history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyHistory, type HistoryRange } from '../../../contracts/monitoring.js';
import { fetchJson } from './fetch-json.js';
import { propertyQueryKey } from './get-property.js';

export const propertyHistoryQueryKey = (id: number, range: HistoryRange) =>
  [...propertyQueryKey(id), `history?range=${range}`] as const;

export const getPropertyHistory = (id: number, range: HistoryRange, signal?: AbortSignal) =>
  fetchJson(`/api/properties/${id}/history?range=${range}`, propertyHistory, signal);

export const propertyHistoryQueryOptions = (id: number, range: HistoryRange) =>
  queryOptions({
    queryKey: propertyHistoryQueryKey(id, range),
    queryFn: ({ signal }) => getPropertyHistory(id, range, signal),
  });

export const usePropertyHistory = (id: number, range: HistoryRange) =>
  useQuery(propertyHistoryQueryOptions(id, range));
