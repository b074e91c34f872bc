// POST /api/ping/check/:id: the check runs in the worker, so the list re-loads a moment later.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../query-client.js';
import { propertiesQueryKey } from './get-properties.js';

/** Spec core §4: re-load 2 s after a single check. */
export const RELOAD_AFTER_CHECK_MS = 2000;

export const checkProperty = async (id: number) => {
  await apiRequest('POST', `/api/ping/check/${id}`);
};

export function useCheckProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: checkProperty,
    onSuccess: () => {
      setTimeout(
        () => void qc.invalidateQueries({ queryKey: propertiesQueryKey }),
        RELOAD_AFTER_CHECK_MS,
      );
    },
  });
}
