// POST /api/promo-codes/{id}/deactivate (spec commercial §7): no way back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoCode } from '../../../../contracts/promo-codes.js';
import { apiRequest } from '../../../lib/query-client.js';
import { promoCodesQueryKey } from './get-promo-codes.js';

export const deactivatePromoCode = async (id: number) =>
  (await (await apiRequest('POST', `/api/promo-codes/${id}/deactivate`)).json()) as PromoCode;

export function useDeactivatePromoCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deactivatePromoCode,
    onSuccess: () => qc.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}
