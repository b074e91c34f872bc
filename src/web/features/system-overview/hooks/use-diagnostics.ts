// Run Diagnostics (spec commercial §4, §7, §8): one check call per property in turn, the
// completion toast, then each property's outcome as the live stream reports it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEvent } from '../../../../contracts/monitoring.js';
import type { Property } from '../../../../contracts/properties.js';
import { toast } from '../../../components/ui/toast/index.js';
import { hasCode, messageOf } from '../../../lib/api-error.js';
import { useLiveEvents } from '../../../lib/api/live-events.js';
import { propertiesQueryOptions } from '../../../lib/api/get-properties.js';
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

export function useDiagnostics() {
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
      list = await qc.fetchQuery(propertiesQueryOptions());
      if (list.length === 0) {
        toast(noPropertiesToast());
        setPhase('idle');
        return;
      }
      let local = initialRows(list);
      const mark = (id: number, request: RequestState, error: string | null = null) => {
        local = setRequest(local, id, request, error);
        setRows((r) => setRequest(r, id, request, error));
      };
      setRows(local);
      // In turn, as the specification says; leaving the page stops the run.
      for (const p of list) {
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
  }, [qc]);

  return { phase, rows, run };
}
