// POST /api/beta-testers/invite: an approved place, its sign-up link mailed at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BetaApplicationBody, BetaTester } from '../../../../contracts/beta.js';
import { apiRequest } from '../../../lib/query-client.js';
import { betaTestersQueryKey } from './get-beta-testers.js';

export const inviteBetaTester = async (body: BetaApplicationBody) =>
  (await (await apiRequest('POST', '/api/beta-testers/invite', body)).json()) as BetaTester;

export function useInviteBetaTester() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inviteBetaTester,
    onSuccess: () => qc.invalidateQueries({ queryKey: betaTestersQueryKey }),
  });
}
