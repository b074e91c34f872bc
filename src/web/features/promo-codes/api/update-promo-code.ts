// PUT /api/promo-codes/{id} (spec commercial §7): the code itself never changes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoCode, UpdatePromoBody } from '../../../../contracts/promo-codes.js';
import { apiRequest } from '../../../lib/query-client.js';
import { promoCodesQueryKey } from './get-promo-codes.js';

export const updatePromoCode = async ({ id, body }: { id: number; body: UpdatePromoBody }) =>
  (await (await apiRequest('PUT', `/api/promo-codes/${id}`, body)).json()) as PromoCode;

export function useUpdatePromoCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updatePromoCode,
    onSuccess: () => qc.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}
