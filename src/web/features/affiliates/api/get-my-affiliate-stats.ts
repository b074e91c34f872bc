// GET /api/affiliates/my-stats: a 404 means "not an affiliate" (answered as null, never retried);
// other failures are retried up to 3 times (spec commercial §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAffiliateStats } from '../../../../contracts/affiliates.js';
import { parseApiError } from '../../../lib/api-error.js';
import { throwIfResNotOk } from '../../../lib/query-client.js';

export const myAffiliateStatsQueryKey = ['/api/affiliates/my-stats'] as const;

export async function fetchMyAffiliateStats(
  signal?: AbortSignal,
): Promise<MyAffiliateStats | null> {
  const res = await fetch('/api/affiliates/my-stats', { credentials: 'include', signal });
  if (res.status === 404) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as MyAffiliateStats;
}

export const myAffiliateStatsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: myAffiliateStatsQueryKey,
    queryFn: ({ signal }) => fetchMyAffiliateStats(signal),
    enabled,
    retry: (count, error) => parseApiError(error).status !== 401 && count < 3,
  });

export const useMyAffiliateStats = (enabled = true) =>
  useQuery(myAffiliateStatsQueryOptions(enabled));
