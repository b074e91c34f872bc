// GET /api/affiliates: every affiliate with their figures (platform owner and admins).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAffiliate } from '../../../../contracts/affiliates.js';
import { getQueryFn } from '../../../lib/query-client.js';

export const affiliatesQueryKey = ['/api/affiliates'] as const;

export const affiliatesQueryOptions = () =>
  queryOptions({
    queryKey: affiliatesQueryKey,
    queryFn: getQueryFn<AdminAffiliate[]>({ on401: 'throw' }),
  });

export const useAffiliates = () => useQuery(affiliatesQueryOptions());
