// GET /api/properties/:id/history?range=[&location=]: a property's uptime and response-time
// history, or one monitoring location's (24h and 7d).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyHistory, type HistoryRange } from '../../../contracts/monitoring.js';
import { fetchJson } from './fetch-json.js';
import { propertyQueryKey } from './get-property.js';

export const propertyHistoryQueryKey = (id: number, range: HistoryRange, location?: string) =>
  [
    ...propertyQueryKey(id),
    `history?range=${range}${location ? `&location=${location}` : ''}`,
  ] as const;

const historyUrl = (id: number, range: HistoryRange, location?: string) =>
  `/api/properties/${id}/history?range=${range}${location ? `&location=${encodeURIComponent(location)}` : ''}`;

export const getPropertyHistory = (
  id: number,
  range: HistoryRange,
  signal?: AbortSignal,
  location?: string,
) => fetchJson(historyUrl(id, range, location), propertyHistory, signal);

export const propertyHistoryQueryOptions = (id: number, range: HistoryRange, location?: string) =>
  queryOptions({
    queryKey: propertyHistoryQueryKey(id, range, location),
    queryFn: ({ signal }) => getPropertyHistory(id, range, signal, location),
  });

export const usePropertyHistory = (id: number, range: HistoryRange, location?: string) =>
  useQuery(propertyHistoryQueryOptions(id, range, location));
