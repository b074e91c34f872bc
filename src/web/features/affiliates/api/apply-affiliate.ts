// POST /api/affiliates/apply.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Affiliate, ApplyAffiliateBody } from '../../../../contracts/affiliates.js';
import { apiRequest } from '../../../lib/query-client.js';
import { myAffiliateStatsQueryKey } from './get-my-affiliate-stats.js';

export const applyAffiliate = async (body: ApplyAffiliateBody) =>
  (await (await apiRequest('POST', '/api/affiliates/apply', body)).json()) as Affiliate;

export function useApplyAffiliate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyAffiliate,
    onSuccess: () => qc.invalidateQueries({ queryKey: myAffiliateStatsQueryKey }),
  });
}
