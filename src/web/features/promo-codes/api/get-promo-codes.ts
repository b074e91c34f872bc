// GET /api/promo-codes: every code, active and inactive (platform owner and admins).
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { promoCode } from '../../../../contracts/promo-codes.js';

export const promoCodesQueryKey = ['/api/promo-codes'] as const;

export const promoCodesQueryOptions = () =>
  queryOptions({
    queryKey: promoCodesQueryKey,
    queryFn: parsedQuery(z.array(promoCode)),
  });

export const usePromoCodes = () => useQuery(promoCodesQueryOptions());
