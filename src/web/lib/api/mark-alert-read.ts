// PUT /api/alerts/:id/read; the alert list and the dashboard's unread count re-load.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alert } from '../../../contracts/monitoring.js';
import { apiRequest } from '../query-client.js';
import { alertsQueryOptions } from './get-alerts.js';
import { dashboardStatsQueryOptions } from './get-dashboard-stats.js';

export const markAlertRead = async (id: number) =>
  alert.parse(await (await apiRequest('PUT', `/api/alerts/${id}/read`)).json());

export function useMarkAlertRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markAlertRead,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: alertsQueryOptions().queryKey }),
        qc.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey }),
      ]),
  });
}
