// POST /api/promo-codes/validate {code} -> discountType, discountValue, description.
import { useMutation } from '@tanstack/react-query';
import type { PromoValidation } from '../../../../contracts/promo-codes.js';
import { apiRequest } from '../../../lib/query-client.js';

export const validatePromoCode = async (code: string) =>
  (await (
    await apiRequest('POST', '/api/promo-codes/validate', { code })
  ).json()) as PromoValidation;

export const useValidatePromoCode = () => useMutation({ mutationFn: validatePromoCode });
