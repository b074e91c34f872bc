// GET /api/billing: plan, trial days left, pause, subscription (every member reads it; the
// billing page and the shell's banner share one cache entry).
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingOverview } from '../../../../contracts/billing.js';

export const billingQueryKey = ['/api/billing'] as const;

export const billingQueryOptions = () =>
  queryOptions({
    queryKey: billingQueryKey,
    queryFn: parsedQuery(billingOverview),
    // trial days count down and webhooks change the plan: re-read now and then
    staleTime: 60_000,
  });

export const useBilling = () => useQuery(billingQueryOptions());
