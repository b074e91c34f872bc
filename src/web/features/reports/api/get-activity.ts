// Recent Activity: GET /api/activity, fresh on every visit to the page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_DEFAULT_LIMIT, type ActivityItem } from '../../../../contracts/reports.js';
import { getQueryFn } from '../../../lib/query-client.js';

export const activityQueryKey = [`/api/activity?limit=${ACTIVITY_DEFAULT_LIMIT}`] as const;

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: activityQueryKey,
    queryFn: getQueryFn<ActivityItem[]>({ on401: 'throw' }),
    refetchOnMount: 'always',
  });

export const useRecentActivity = () => useQuery(activityQueryOptions());
