// Check and delete a property with the toasts of spec core §8 (unauthorised
// answers log in again). Shared by the properties list and the property detail page.
import { useCallback } from 'react';
import { useCheckProperty } from '../../lib/api/check-property.js';
import { useDeleteProperty } from '../../lib/api/delete-property.js';
import { toastApiError } from '../../lib/toast-api-error.js';
import { toast } from '../ui/toast/toast-store.js';

export const ACTION_MSG = {
  checkTitle: 'Check Initiated',
  checkBody: 'Ping check started for property',
  checkFailed: 'Failed to check property',
  deleted: 'Property deleted successfully',
  deleteFailed: 'Failed to delete property',
} as const;

export function useCheckAction() {
  const mutation = useCheckProperty();
  const { mutate } = mutation;
  const run = useCallback(
    (id: number) =>
      mutate(id, {
        onSuccess: () => toast({ title: ACTION_MSG.checkTitle, description: ACTION_MSG.checkBody }),
        onError: (error) =>
          toastApiError(error, undefined, { description: ACTION_MSG.checkFailed }),
      }),
    [mutate],
  );
  return { run, pendingId: mutation.isPending ? mutation.variables : undefined };
}

/** Resolves true when deleted; never rejects (a toast tells the outcome). */
export function useDeleteAction() {
  const { mutateAsync } = useDeleteProperty();
  return useCallback(
    async (id: number): Promise<boolean> => {
      try {
        await mutateAsync(id);
        toast({ title: ACTION_MSG.deleted, variant: 'success' });
        return true;
      } catch (error) {
        toastApiError(error, undefined, { title: ACTION_MSG.deleteFailed, description: '' });
        return false;
      }
    },
    [mutateAsync],
  );
}
