// Check all with the toasts of spec core §8 (a single check and delete are the shared actions
// of components/property-form/property-actions.ts).
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast/index.js';
import { useCheckAll } from '../../../lib/api/check-all.js';
import { toastApiError } from '../../../lib/toast-api-error.js';

export const CHECK_ALL_MSG = {
  initiated: 'Check Initiated',
  all: 'Ping check started for all properties. Results will update shortly.',
  allFailed: 'Failed to initiate ping check',
} as const;

export function useCheckAllAction() {
  const mutation = useCheckAll();
  const { mutate } = mutation;
  const run = useCallback(
    () =>
      mutate(undefined, {
        onSuccess: () => toast({ title: CHECK_ALL_MSG.initiated, description: CHECK_ALL_MSG.all }),
        onError: (error) =>
          toastApiError(error, undefined, { description: CHECK_ALL_MSG.allFailed }),
      }),
    [mutate],
  );
  return { run, isPending: mutation.isPending };
}
