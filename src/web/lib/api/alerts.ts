import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Alert } from '../../../contracts/monitoring.js';
import { apiRequest } from '../query-client.js';
import { dashboardStatsQueryKey } from './dashboard.js';

/** The same key the sidebar badge reads, so marking read updates both. */
export const alertsQueryKey = ['/api/alerts'] as const;

export const useAlerts = () => useQuery<Alert[]>({ queryKey: alertsQueryKey });

export function useMarkAlertRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('PUT', `/api/alerts/${id}/read`);
    },
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: alertsQueryKey }),
        qc.invalidateQueries({ queryKey: dashboardStatsQueryKey }),
      ]),
  });
}
