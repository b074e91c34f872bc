// Recent Activity: GET /api/activity, fresh on every visit to a page that shows it; new status
// changes and alerts on the live stream re-load it.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { LiveEvent } from '../../../contracts/monitoring.js';
import { z } from 'zod';
import { ACTIVITY_DEFAULT_LIMIT, activityItem } from '../../../contracts/reports.js';
import { fetchJson } from './fetch-json.js';
import { useLiveEvents } from './live-events.js';

const url = `/api/activity?limit=${ACTIVITY_DEFAULT_LIMIT}`;

export const getActivity = (signal?: AbortSignal) => fetchJson(url, z.array(activityItem), signal);

/** A burst of status changes (an area-wide outage) re-loads the activity list once. */
const ACTIVITY_COALESCE_MS = 500;

export const activityQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: [url] as const,
    queryFn: ({ signal }) => getActivity(signal),
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
        void qc.invalidateQueries({ queryKey: activityQueryOptions().queryKey });
      }, ACTIVITY_COALESCE_MS);
    },
    [qc],
  );
  useLiveEvents(onEvent);
}
