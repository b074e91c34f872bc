import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../contracts/monitoring.js';

export const dashboardStatsQueryKey = ['/api/dashboard/stats'] as const;

export const useDashboardStats = (refetchInterval: number | false = false) =>
  useQuery<DashboardStats>({ queryKey: dashboardStatsQueryKey, refetchInterval });
