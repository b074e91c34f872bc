// GET /api/promo-codes: every code, active and inactive (platform owner and admins).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoCode } from '../../../../contracts/promo-codes.js';
import { getQueryFn } from '../../../lib/query-client.js';

export const promoCodesQueryKey = ['/api/promo-codes'] as const;

export const promoCodesQueryOptions = () =>
  queryOptions({
    queryKey: promoCodesQueryKey,
    queryFn: getQueryFn<PromoCode[]>({ on401: 'throw' }),
  });

export const usePromoCodes = () => useQuery(promoCodesQueryOptions());
