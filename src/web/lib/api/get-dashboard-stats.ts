// GET /api/dashboard/stats: the dashboard's and the Reports page's cards (one cache entry).
import { FIRST_LOAD_URLS } from '../../../contracts/first-load.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardStats } from '../../../contracts/monitoring.js';
import { fetchJson } from './fetch-json.js';

export const getDashboardStats = (signal?: AbortSignal) =>
  fetchJson(FIRST_LOAD_URLS.dashboardStats, dashboardStats, signal);

export const dashboardStatsQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: [FIRST_LOAD_URLS.dashboardStats] as const,
    queryFn: ({ signal }) => getDashboardStats(signal),
    refetchInterval,
  });

export const useDashboardStats = (refetchInterval: number | false = false) =>
  useQuery(dashboardStatsQueryOptions(refetchInterval));
