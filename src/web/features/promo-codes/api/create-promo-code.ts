// POST /api/promo-codes (spec commercial §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePromoBody, PromoCode } from '../../../../contracts/promo-codes.js';
import { apiRequest } from '../../../lib/query-client.js';
import { promoCodesQueryKey } from './get-promo-codes.js';

export const createPromoCode = async (body: CreatePromoBody) =>
  (await (await apiRequest('POST', '/api/promo-codes', body)).json()) as PromoCode;

export function useCreatePromoCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => qc.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}
