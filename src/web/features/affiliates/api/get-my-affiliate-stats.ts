// GET /api/affiliates/my-stats: a 404 means "not an affiliate" (answered as null, never retried);
// other failures are retried up to 3 times (spec commercial §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAffiliateStats } from '../../../../contracts/affiliates.js';
import { hasCode } from '../../../lib/api-error.js';
import { apiFetch } from '../../../lib/api-fetch.js';

export const myAffiliateStatsQueryKey = ['/api/affiliates/my-stats'] as const;

export async function fetchMyAffiliateStats(
  signal?: AbortSignal,
): Promise<MyAffiliateStats | null> {
  try {
    const res = await apiFetch('/api/affiliates/my-stats', { signal });
    return (await res.json()) as MyAffiliateStats;
  } catch (e) {
    if (hasCode(e, 'not_found')) return null;
    throw e;
  }
}

export const myAffiliateStatsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: myAffiliateStatsQueryKey,
    queryFn: ({ signal }) => fetchMyAffiliateStats(signal),
    enabled,
    retry: (count, error) => !hasCode(error, 'unauthorized') && count < 3,
  });

export const useMyAffiliateStats = (enabled = true) =>
  useQuery(myAffiliateStatsQueryOptions(enabled));
