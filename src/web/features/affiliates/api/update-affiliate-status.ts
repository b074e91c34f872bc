// PUT /api/affiliates/{id}/status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAffiliate, AffiliateStatusBody } from '../../../../contracts/affiliates.js';
import { apiRequest } from '../../../lib/query-client.js';
import { affiliatesQueryKey } from './get-affiliates.js';

export const updateAffiliateStatus = async ({
  id,
  body,
}: {
  id: number;
  body: AffiliateStatusBody;
}) =>
  (await (await apiRequest('PUT', `/api/affiliates/${id}/status`, body)).json()) as AdminAffiliate;

export function useUpdateAffiliateStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateAffiliateStatus,
    onSuccess: () => qc.invalidateQueries({ queryKey: affiliatesQueryKey }),
  });
}
