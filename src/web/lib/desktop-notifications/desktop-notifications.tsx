// Desktop notifications (issue 5): mounted once in the signed-in shell. When the user's switch is
// on and the browser allows it, alerts arriving on the live stream become browser notifications
// carrying the alert's own message (re-read from GET /api/alerts).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { Alert, LiveEvent } from '../../../contracts/monitoring.js';
import { alertsQueryOptions } from '../api/get-alerts.js';
import { useLiveEvents } from '../api/live-events.js';
import { settingsQueryOptions } from '../api/get-settings.js';
import { notificationPermission, showNotification } from './browser-notifications.js';
import {
  alertArrivalOf,
  canShowDesktopAlerts,
  desktopAlertsFor,
  type AlertArrival,
} from './desktop-alerts.js';

/** Alerts of one burst are read and shown together. */
const BURST_MS = 1000;

export function DesktopNotifications() {
  const { data } = useQuery(settingsQueryOptions());
  const enabled = data?.personal.desktopNotifications;
  if (!canShowDesktopAlerts(enabled, notificationPermission())) return null;
  return <AlertNotifier />;
}

function AlertNotifier() {
  const qc = useQueryClient();
  const pending = useRef<AlertArrival[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(async () => {
    timer.current = undefined;
    const burst = pending.current;
    pending.current = [];
    let alerts: Alert[] = [];
    try {
      alerts = await qc.fetchQuery({ ...alertsQueryOptions(), staleTime: 0 });
    } catch {
      // without the list the notification still names what happened
    }
    for (const n of desktopAlertsFor(burst, alerts)) {
      showNotification(n.title, { body: n.body, tag: n.tag });
    }
  }, [qc]);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      const arrival = alertArrivalOf(event);
      if (!arrival) return;
      pending.current.push(arrival);
      timer.current ??= setTimeout(() => void flush(), BURST_MS);
    },
    [flush],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvents(onEvent);
  return null;
}
