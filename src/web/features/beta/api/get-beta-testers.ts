// GET /api/beta-testers: every application (platform owner and admins).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BetaTester } from '../../../../contracts/beta.js';
import { getQueryFn } from '../../../lib/query-client.js';

export const betaTestersQueryKey = ['/api/beta-testers'] as const;

export const betaTestersQueryOptions = () =>
  queryOptions({
    queryKey: betaTestersQueryKey,
    queryFn: getQueryFn<BetaTester[]>({ on401: 'throw' }),
  });

export const useBetaTesters = () => useQuery(betaTestersQueryOptions());
