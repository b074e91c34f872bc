// Run Diagnostics (spec commercial §4, §7, §8): one check call per property in turn, the
// completion toast, then each property's outcome as the live stream reports it. A workspace of
// more than WHOLE_LIST_MAX properties (`paged`) is read a page at a time in the list's order, each
// page's checks asked before the next page is read, never the whole list at once (issue 32).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEvent } from '../../../../contracts/monitoring.js';
import { MAX_PAGE_LIMIT, propertyPage, type Property } from '../../../../contracts/properties.js';
import { toast } from '../../../components/ui/toast/index.js';
import { hasCode, messageOf } from '../../../lib/api-error.js';
import { useLiveEvents } from '../../../lib/api/live-events.js';
import { fetchJson } from '../../../lib/api/fetch-json.js';
import { propertiesQueryOptions } from '../../../lib/api/get-properties.js';
import { searchUrl } from '../../../lib/api/property-search.js';
import { handleUnauthorized } from '../../../lib/handle-unauthorized.js';
import { apiRequest } from '../../../lib/query-client.js';
import {
  applyOutcomes,
  completionToast,
  expireWaiting,
  failedToast,
  initialRows,
  noPropertiesToast,
  resultDeadlineMs,
  setRequest,
  tally,
  type DiagnosticsRow,
  type RequestState,
} from '../lib/diagnostics.js';

export type DiagnosticsPhase = 'idle' | 'running' | 'done';

/** A check call the server did not answer (network down) or a signed-out session ends the run. */
const endsTheRun = (error: unknown) => hasCode(error, 'network') || hasCode(error, 'unauthorized');

/**
 * The workspace's properties a page at a time, in the list's order (name, then id); one moved
 * between pages while they are read is given once.
 */
async function* propertyPages(signal?: AbortSignal): AsyncGenerator<Property[]> {
  const seen = new Set<number>();
  for (let offset = 0; ; offset += MAX_PAGE_LIMIT) {
    const page = await fetchJson(
      searchUrl({ offset, limit: MAX_PAGE_LIMIT }),
      propertyPage,
      signal,
    );
    const fresh = page.properties.filter((p) => !seen.has(p.id) && seen.add(p.id));
    if (fresh.length > 0) yield fresh;
    if (page.properties.length === 0 || offset + MAX_PAGE_LIMIT >= page.total) return;
  }
}

export function useDiagnostics(paged = false) {
  const qc = useQueryClient();
  const [phase, setPhase] = useState<DiagnosticsPhase>('idle');
  const [rows, setRows] = useState<DiagnosticsRow[]>([]);
  const running = useRef(false);
  const mounted = useRef(true);
  const deadline = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(deadline.current);
    };
  }, []);

  const onEvent = useCallback((e: LiveEvent) => {
    if (e.type === 'checks') setRows((r) => applyOutcomes(r, e.results));
  }, []);
  useLiveEvents(onEvent);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    clearTimeout(deadline.current);
    setPhase('running');
    setRows([]);
    let list: Property[] = [];
    const expireLater = () => {
      deadline.current = setTimeout(() => setRows(expireWaiting), resultDeadlineMs(list));
    };
    try {
      // the whole list as one batch, or (a large workspace) one page after another
      const batches = paged
        ? propertyPages()
        : (async function* () {
            yield await qc.fetchQuery(propertiesQueryOptions());
          })();
      let local: DiagnosticsRow[] = [];
      const mark = (id: number, request: RequestState, error: string | null = null) => {
        local = setRequest(local, id, request, error);
        setRows((r) => setRequest(r, id, request, error));
      };
      for await (const batch of batches) {
        if (!mounted.current) return;
        if (batch.length === 0) continue;
        list = paged ? [...list, ...batch] : batch;
        local = [...local, ...initialRows(batch)];
        setRows(local);
        // In turn, as the specification says; leaving the page stops the run.
        for (const p of batch) {
          if (!mounted.current) return;
          mark(p.id, 'requesting');
          try {
            await apiRequest('POST', `/api/ping/check/${p.id}`);
            mark(p.id, 'sent');
          } catch (error) {
            if (endsTheRun(error)) throw error;
            mark(p.id, 'failed', messageOf(error));
          }
        }
      }
      if (list.length === 0) {
        toast(noPropertiesToast());
        setPhase('idle');
        return;
      }
      toast(completionToast(tally(local)));
      setPhase('done');
      expireLater();
    } catch (error) {
      if (!handleUnauthorized(error)) toast(failedToast());
      // Keep what was asked: outcomes of checks already requested still arrive.
      setRows((r) => r.filter((row) => row.request === 'sent' || row.request === 'failed'));
      setPhase('done');
      expireLater();
    } finally {
      running.current = false;
    }
  }, [qc, paged]);

  return { phase, rows, run };
}
