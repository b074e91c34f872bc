// Live updates over GET /api/events (Server-Sent Events): a status change or a new alert
// re-loads the affected queries within a second, on top of the 30 s re-load. All subscribers
// of a tab share ONE EventSource (browsers allow few connections per host).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvent } from '../../../contracts/monitoring.js';
import { alertsQueryKey } from './alerts.js';
import { dashboardStatsQueryKey } from './dashboard.js';
import { propertiesQueryKey } from './properties.js';

/** Many events in a burst (an area-wide outage) cause one re-load, not hundreds. */
const COALESCE_MS = 250;
const EVENT_TYPES = ['status', 'alert', 'checks', 'ready'] as const;
/** Which cached data each kind of event makes out of date. */
const AFFECTS: Record<(typeof EVENT_TYPES)[number], Array<'properties' | 'stats' | 'alerts'>> = {
  status: ['properties', 'stats'],
  alert: ['alerts', 'stats'],
  checks: ['properties', 'stats'],
  // The stream is live from now on; anything read before may have missed a change.
  ready: ['properties', 'stats', 'alerts'],
};

type Listener = (event: LiveEvent) => void;

let source: EventSource | undefined;
const listeners = new Set<Listener>();

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource('/api/events', { withCredentials: true });
    for (const type of EVENT_TYPES) {
      source.addEventListener(type, (e: MessageEvent<string>) => {
        let event: LiveEvent;
        try {
          event = JSON.parse(e.data) as LiveEvent;
        } catch {
          return;
        }
        for (const l of [...listeners]) l(event);
      });
    }
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = undefined;
    }
  };
}

const invalidators = new WeakMap<QueryClient, Listener>();

/** Invalidation shared by every subscriber: one coalesced re-load per burst, however many listen. */
function invalidator(qc: QueryClient): Listener {
  const existing = invalidators.get(qc);
  if (existing) return existing;
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let readyAt = 0;
  let onlyReady = true;
  const flush = () => {
    timer = undefined;
    // After `ready` only data read before the stream went live is re-loaded: a list that
    // finished loading afterwards is already current (10,000 properties are not fetched twice).
    const predicate =
      readyAt && onlyReady
        ? (q: { state: { dataUpdatedAt: number } }) => q.state.dataUpdatedAt < readyAt
        : undefined;
    readyAt = 0;
    onlyReady = true;
    const keys = {
      properties: propertiesQueryKey,
      stats: dashboardStatsQueryKey,
      alerts: alertsQueryKey,
    };
    for (const k of pending)
      void qc.invalidateQueries({ queryKey: keys[k as keyof typeof keys], predicate });
    pending.clear();
  };
  const listener: Listener = (event) => {
    if (event.type === 'ready') readyAt = Date.now();
    else onlyReady = false;
    AFFECTS[event.type].forEach((k) => pending.add(k));
    timer ??= setTimeout(flush, COALESCE_MS);
  };
  invalidators.set(qc, listener);
  return listener;
}

export function useLiveEvents(onEvent?: (event: LiveEvent) => void): void {
  const qc = useQueryClient();
  useEffect(() => {
    const invalidate = invalidator(qc);
    return subscribe((event) => {
      invalidate(event);
      onEvent?.(event);
    });
  }, [qc, onEvent]);
}
