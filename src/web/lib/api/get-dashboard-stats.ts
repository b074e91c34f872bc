// GET /api/dashboard/stats: the dashboard's and the Reports page's cards (one cache entry).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardStats } from '../../../contracts/monitoring.js';
import { fetchJson } from './fetch-json.js';

export const getDashboardStats = (signal?: AbortSignal) =>
  fetchJson('/api/dashboard/stats', dashboardStats, signal);

export const dashboardStatsQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: ['/api/dashboard/stats'] as const,
    queryFn: ({ signal }) => getDashboardStats(signal),
    refetchInterval,
  });

export const useDashboardStats = (refetchInterval: number | false = false) =>
  useQuery(dashboardStatsQueryOptions(refetchInterval));
