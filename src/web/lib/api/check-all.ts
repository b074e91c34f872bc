// POST /api/ping/check-all: the checks run in the worker, so the list and the cards re-load a
// moment later.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../query-client.js';
import { dashboardStatsQueryOptions } from './get-dashboard-stats.js';
import { propertiesQueryKey } from './get-properties.js';

/** Spec core §4: re-load 3 s after check-all. */
export const RELOAD_AFTER_CHECK_ALL_MS = 3000;

export const checkAll = async () => {
  await apiRequest('POST', '/api/ping/check-all');
};

export function useCheckAll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: checkAll,
    onSuccess: () => {
      setTimeout(() => {
        void qc.invalidateQueries({ queryKey: propertiesQueryKey });
        void qc.invalidateQueries({ queryKey: dashboardStatsQueryOptions().queryKey });
      }, RELOAD_AFTER_CHECK_ALL_MS);
    },
  });
}
