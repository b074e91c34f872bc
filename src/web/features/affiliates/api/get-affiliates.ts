// GET /api/affiliates: every affiliate with their figures (platform owner and admins).
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAffiliate } from '../../../../contracts/affiliates.js';

export const affiliatesQueryKey = ['/api/affiliates'] as const;

export const affiliatesQueryOptions = () =>
  queryOptions({
    queryKey: affiliatesQueryKey,
    queryFn: parsedQuery(z.array(adminAffiliate)),
  });

export const useAffiliates = () => useQuery(affiliatesQueryOptions());
