// Recent Activity: GET /api/activity, fresh on every visit to a page that shows it; new status
// changes and alerts on the live stream re-load it.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { LiveEvent } from '../../../contracts/monitoring.js';
import { ACTIVITY_DEFAULT_LIMIT, type ActivityItem } from '../../../contracts/reports.js';
import { getQueryFn } from '../query-client.js';
import { useLiveEvents } from './live-events.js';

export const activityQueryKey = [`/api/activity?limit=${ACTIVITY_DEFAULT_LIMIT}`] as const;

/** A burst of status changes (an area-wide outage) re-loads the activity list once. */
const ACTIVITY_COALESCE_MS = 500;

export const activityQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: activityQueryKey,
    queryFn: getQueryFn<ActivityItem[]>({ on401: 'throw' }),
    refetchOnMount: 'always',
    refetchInterval,
  });

export const useRecentActivity = (refetchInterval: number | false = false) =>
  useQuery(activityQueryOptions(refetchInterval));

/** Keeps the activity list current from the live stream (routine checks add no activity). */
export function useLiveActivity(): void {
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onEvent = useCallback(
    (e: LiveEvent) => {
      if (e.type === 'checks' || timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void qc.invalidateQueries({ queryKey: activityQueryKey });
      }, ACTIVITY_COALESCE_MS);
    },
    [qc],
  );
  useLiveEvents(onEvent);
}
