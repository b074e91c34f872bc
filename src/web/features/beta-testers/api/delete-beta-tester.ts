// DELETE /api/beta-testers/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/query-client.js';
import { betaTestersQueryKey } from './get-beta-testers.js';

export const deleteBetaTester = async (id: number) => {
  await apiRequest('DELETE', `/api/beta-testers/${id}`);
};

export function useDeleteBetaTester() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteBetaTester,
    onSuccess: () => qc.invalidateQueries({ queryKey: betaTestersQueryKey }),
  });
}
