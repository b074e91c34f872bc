// Live updates over GET /api/events (Server-Sent Events): a status change or a new alert
// re-loads the affected queries within a second, on top of the 30 s re-load.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvent } from '../../../contracts/monitoring.js';
import { alertsQueryKey } from './alerts.js';
import { dashboardStatsQueryKey } from './dashboard.js';
import { propertiesQueryKey } from './properties.js';

/** Many events in a burst (an area-wide outage) cause one re-load, not hundreds. */
const COALESCE_MS = 250;

export function useLiveEvents(onEvent?: (event: LiveEvent) => void): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      if (pending.has('properties')) void qc.invalidateQueries({ queryKey: propertiesQueryKey });
      if (pending.has('stats')) void qc.invalidateQueries({ queryKey: dashboardStatsQueryKey });
      if (pending.has('alerts')) void qc.invalidateQueries({ queryKey: alertsQueryKey });
      pending.clear();
    };
    const handle = (kinds: string[]) => (e: MessageEvent<string>) => {
      kinds.forEach((k) => pending.add(k));
      timer ??= setTimeout(flush, COALESCE_MS);
      try {
        onEvent?.(JSON.parse(e.data) as LiveEvent);
      } catch {
        /* a malformed event only costs the callback */
      }
    };
    source.addEventListener('status', handle(['properties', 'stats']));
    source.addEventListener('alert', handle(['alerts', 'stats']));
    source.addEventListener('checks', handle(['properties', 'stats']));
    return () => {
      source.close();
      clearTimeout(timer);
    };
  }, [qc, onEvent]);
}
