// Check, check-all and delete with the toasts of spec core §8.
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast/index.js';
import { useCheckAll } from '../../../lib/api/check-all.js';
import { useCheckProperty } from '../../../lib/api/check-property.js';
import { useDeleteProperty } from '../../../lib/api/delete-property.js';
import { handleUnauthorized } from '../../../lib/handle-unauthorized.js';

export const CHECK_MSG = {
  initiated: 'Check Initiated',
  single: 'Ping check started for property',
  all: 'Ping check started for all properties. Results will update shortly.',
  singleFailed: 'Failed to check property',
  allFailed: 'Failed to initiate ping check',
  deleted: 'Property deleted successfully',
  deleteFailed: 'Failed to delete property',
} as const;

const failure = (description: string) => (error: unknown) => {
  if (handleUnauthorized(error)) return;
  toast({ title: 'Error', description, variant: 'destructive' });
};

export function useCheckAllAction() {
  const mutation = useCheckAll();
  const { mutate } = mutation;
  const run = useCallback(
    () =>
      mutate(undefined, {
        onSuccess: () => toast({ title: CHECK_MSG.initiated, description: CHECK_MSG.all }),
        onError: failure(CHECK_MSG.allFailed),
      }),
    [mutate],
  );
  return { run, isPending: mutation.isPending };
}

export function useCheckPropertyAction() {
  const mutation = useCheckProperty();
  const { mutate } = mutation;
  const run = useCallback(
    (id: number) =>
      mutate(id, {
        onSuccess: () => toast({ title: CHECK_MSG.initiated, description: CHECK_MSG.single }),
        onError: failure(CHECK_MSG.singleFailed),
      }),
    [mutate],
  );
  return { run, pendingId: mutation.isPending ? mutation.variables : undefined };
}

export function useDeletePropertyAction() {
  const { mutateAsync } = useDeleteProperty();
  /** Never rejects: the outcome is told by a toast. */
  return useCallback(
    async (id: number) => {
      try {
        await mutateAsync(id);
        toast({ title: CHECK_MSG.deleted, variant: 'success' });
      } catch (error) {
        failure(CHECK_MSG.deleteFailed)(error);
      }
    },
    [mutateAsync],
  );
}
