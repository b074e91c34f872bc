// The incidents pages follow live changes (the dashboard's stream, GET /api/events): an alert
// (an incident opens or resolves with one) or an incident event (acknowledged, a note, resolved
// by hand, a member joined) re-loads the incidents read, once per burst (an outage's alerts).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { LiveEvent } from '../../../../contracts/monitoring.js';
import { useLiveEvents } from '../../../lib/api/live-events.js';
import { incidentsQueryKey } from './incidents.js';

const COALESCE_MS = 250;

export function useLiveIncidents(): void {
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onEvent = useCallback(
    (e: LiveEvent) => {
      if (e.type !== 'alert' && e.type !== 'incident' && e.type !== 'ready') return;
      timer.current ??= setTimeout(() => {
        timer.current = undefined;
        void qc.invalidateQueries({ queryKey: incidentsQueryKey });
      }, COALESCE_MS);
    },
    [qc],
  );
  useLiveEvents(onEvent);
}
