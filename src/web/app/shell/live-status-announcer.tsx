// A polite live region that tells screen-reader users about status changes as they arrive: one
// announcement per burst, never one per property.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LiveEvent } from '../../../contracts/monitoring.js';
import type { Property } from '../../../contracts/properties.js';
import { useLiveEvents } from '../../lib/api/live-events.js';
import { propertiesQueryKey } from '../../lib/api/get-properties.js';
import { propertyQueryKey } from '../../lib/api/get-property.js';
import {
  createBurstCollector,
  describeStatusChanges,
  type StatusChange,
} from '../../lib/live-announcer/status-announcement.js';

/** Long enough to gather a check cycle's changes into one sentence, short enough to be timely. */
const BURST_MS = 2000;

export function LiveStatusAnnouncer() {
  const qc = useQueryClient();
  const [message, setMessage] = useState('');

  const collector = useMemo(
    () =>
      createBurstCollector<StatusChange>(BURST_MS, (changes) => {
        // names come from what the page already loaded; the event itself carries only the id
        const list = qc.getQueryData<Property[]>(propertiesQueryKey);
        const nameOf = (id: number) =>
          list?.find((p) => p.id === id)?.name ??
          qc.getQueryData<Property>(propertyQueryKey(id))?.name;
        setMessage(describeStatusChanges(changes, nameOf));
      }),
    [qc],
  );
  useEffect(() => () => collector.cancel(), [collector]);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.type === 'status') {
        collector.push({ propertyId: event.propertyId, status: event.status });
      }
    },
    [collector],
  );
  useLiveEvents(onEvent);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="live-status"
    >
      {message}
    </div>
  );
}
