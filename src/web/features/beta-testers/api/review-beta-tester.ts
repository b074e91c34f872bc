// PUT /api/beta-testers/{id}/status: approve or reject a pending application.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BetaTester, ReviewBetaBody } from '../../../../contracts/beta.js';
import { apiRequest } from '../../../lib/query-client.js';
import { betaTestersQueryKey } from './get-beta-testers.js';

export const reviewBetaTester = async ({ id, body }: { id: number; body: ReviewBetaBody }) =>
  (await (await apiRequest('PUT', `/api/beta-testers/${id}/status`, body)).json()) as BetaTester;

export function useReviewBetaTester() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reviewBetaTester,
    onSuccess: () => qc.invalidateQueries({ queryKey: betaTestersQueryKey }),
  });
}
