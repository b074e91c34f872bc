// GET /api/billing: plan, trial days left, pause, subscription (every member reads it; the
// billing page and the shell's banner share one cache entry).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingOverview } from '../../../../contracts/billing.js';
import { getQueryFn } from '../../../lib/query-client.js';

export const billingQueryKey = ['/api/billing'] as const;

export const billingQueryOptions = () =>
  queryOptions({
    queryKey: billingQueryKey,
    queryFn: getQueryFn<BillingOverview>({ on401: 'throw' }),
    // trial days count down and webhooks change the plan: re-read now and then
    staleTime: 60_000,
  });

export const useBilling = () => useQuery(billingQueryOptions());
