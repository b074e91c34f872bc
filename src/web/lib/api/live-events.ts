// Live updates over GET /api/events (Server-Sent Events): a status change or a new alert
// re-loads the affected queries within a second, on top of the 30 s re-load. One EventSource
// per tab, opened for the signed-in session (the shell keeps it), shared by every subscriber.
import { FIRST_LOAD_URLS } from '../../../contracts/first-load.js';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_EVENT_TYPES, liveEvent, type LiveEvent } from '../../../contracts/monitoring.js';
import { requireBootEtag, takeBootStream } from '../boot-requests.js';
import { alertsQueryOptions } from './get-alerts.js';
import { dashboardStatsQueryOptions } from './get-dashboard-stats.js';
import { lastEtag } from './fetch-json.js';
import { propertiesQueryKey } from './get-properties.js';

/** Many events in a burst (an area-wide outage) cause one re-load, not hundreds. */
const COALESCE_MS = 250;
const KEYS = {
  properties: propertiesQueryKey,
  stats: dashboardStatsQueryOptions().queryKey,
  alerts: alertsQueryOptions().queryKey,
};
type DataKind = keyof typeof KEYS;
/** Which cached data each kind of change makes out of date. */
const AFFECTS: Record<Exclude<LiveEvent['type'], 'ready'>, DataKind[]> = {
  status: ['properties', 'stats'],
  alert: ['alerts', 'stats'],
  checks: ['properties', 'stats'],
  // the incidents pages re-load themselves (features/incidents/api/live-incidents.ts)
  incident: [],
  // "Maintenance" on the list and the detail page (the list's key prefixes the detail's)
  maintenance: ['properties', 'stats'],
};

type Listener = (event: LiveEvent) => void;

let source: EventSource | undefined;
const listeners = new Set<Listener>();

/** Validated where it arrives: an event this page does not understand changes nothing. */
function dispatch(data: string): void {
  let event: LiveEvent;
  try {
    const parsed = liveEvent.safeParse(JSON.parse(data));
    if (!parsed.success) return;
    event = parsed.data;
  } catch {
    return;
  }
  for (const l of [...listeners]) l(event);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && typeof EventSource !== 'undefined') {
    // the stream src/web/boot.js opened before the app loaded, with what it missed since
    const boot = takeBootStream();
    source = boot?.source ?? new EventSource(FIRST_LOAD_URLS.events, { withCredentials: true });
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, (e: MessageEvent<string>) => dispatch(e.data));
    }
    boot?.missed.forEach(dispatch);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = undefined;
    }
  };
}

/**
 * Closes the stream and opens a new one for the same subscribers: the server picks the
 * workspace when a stream opens, so a workspace switch needs a fresh one.
 */
export function reconnectLiveEvents(): void {
  if (!source) return;
  const keep = [...listeners];
  source.close();
  source = undefined;
  listeners.clear();
  for (const l of keep) subscribe(l);
}

const invalidators = new WeakMap<QueryClient, Listener>();

const LIST_URL = propertiesQueryKey[0];
const LIST_HASH = hashKey(propertiesQueryKey);

/** Resolves once the query is not fetching (at once if it is not), or is gone. */
function whenIdle(qc: QueryClient, hash: string): Promise<void> {
  const cache = qc.getQueryCache();
  return new Promise((resolve) => {
    const settled = () => cache.get(hash)?.state.fetchStatus !== 'fetching';
    if (settled()) return resolve();
    const stop = cache.subscribe(() => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
}

/**
 * The property list read (or being read) before the stream went live is kept when its answer
 * carried the ETag `ready` names (the list as it was once the stream was live), else re-read:
 * with 10,000 properties the list is 4.4 MB, read once instead of twice on a first load and on
 * every reconnect of the stream.
 */
function keepListIfCurrent(qc: QueryClient, current: string): void {
  void whenIdle(qc, LIST_HASH).then(() => {
    if (lastEtag(LIST_URL) !== current) {
      void qc.invalidateQueries({ queryKey: propertiesQueryKey, exact: true });
    }
  });
}

/**
 * Invalidation shared by every subscriber: one coalesced re-load per burst. On `ready` (the
 * stream went live, or came back after a drop) the data read or being read before that moment
 * may have missed a change: exactly those queries are re-loaded, nothing fetched after; the
 * property list only when its answer's ETag is not the one `ready` names.
 */
export function invalidator(qc: QueryClient): Listener {
  const existing = invalidators.get(qc);
  if (existing) return existing;
  const pending = new Set<DataKind>();
  const readBeforeReady = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    for (const kind of pending) void qc.invalidateQueries({ queryKey: KEYS[kind] });
    if (readBeforeReady.size > 0) {
      void qc.invalidateQueries({ predicate: (q) => readBeforeReady.has(q.queryHash) });
    }
    pending.clear();
    readBeforeReady.clear();
  };
  const listener: Listener = (event) => {
    if (event.type === 'ready') {
      // boot.js's list, if no read took it yet, is kept only as current as `ready` says
      if (event.properties !== undefined) requireBootEtag(LIST_URL, event.properties);
      for (const key of Object.values(KEYS)) {
        for (const q of qc.getQueryCache().findAll({ queryKey: key })) {
          if (q.state.dataUpdatedAt === 0 && q.state.fetchStatus !== 'fetching') continue;
          if (q.queryHash === LIST_HASH && event.properties !== undefined) {
            keepListIfCurrent(qc, event.properties);
          } else {
            readBeforeReady.add(q.queryHash);
          }
        }
      }
    } else {
      AFFECTS[event.type].forEach((k) => pending.add(k));
    }
    timer ??= setTimeout(flush, COALESCE_MS);
  };
  invalidators.set(qc, listener);
  return listener;
}

/**
 * Opens the stream now (before any data is read) and resolves at its first `ready`, or after
 * `waitMs` at most: data fetched from then on cannot miss a change.
 */
export function startLiveEvents(qc: QueryClient, waitMs = 400): Promise<void> {
  return new Promise((resolve) => {
    const done = setTimeout(resolve, waitMs);
    const invalidate = invalidator(qc);
    subscribe((event) => {
      invalidate(event);
      if (event.type === 'ready') {
        clearTimeout(done);
        resolve();
      }
    });
  });
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
