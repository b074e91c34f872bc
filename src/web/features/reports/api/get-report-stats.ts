// The Reports page's four cards read the dashboard statistics (same query, same cache entry).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../../contracts/monitoring.js';
import { dashboardStatsQueryKey } from '../../../lib/api/dashboard.js';
import { getQueryFn } from '../../../lib/query-client.js';

export const reportStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardStatsQueryKey,
    queryFn: getQueryFn<DashboardStats>({ on401: 'throw' }),
  });

export const useReportStats = () => useQuery(reportStatsQueryOptions());
