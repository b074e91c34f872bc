// What the browser shows for alerts arriving on the live stream (issue 5, desktop notifications):
// pure decisions, so the component only wires the stream, the alerts list and the Notification API.
import { wordFor } from '../../../contracts/plural.js';
import type { Alert, LiveEvent } from '../../../contracts/monitoring.js';

export type NotificationPermissionState = 'default' | 'denied' | 'granted' | 'unsupported';

/** The user's switch is on and the browser lets us show notifications. */
export function canShowDesktopAlerts(
  enabled: boolean | undefined,
  permission: NotificationPermissionState,
): boolean {
  return enabled === true && permission === 'granted';
}

export type AlertArrival = { alertId: number; alertType: string };

/** A live event worth a notification (a new alert), else null. */
export function alertArrivalOf(event: LiveEvent): AlertArrival | null {
  return event.type === 'alert' ? { alertId: event.alertId, alertType: event.alertType } : null;
}

export type DesktopAlert = { title: string; body: string; tag: string };

const TITLES: Record<string, string> = {
  offline: 'Property offline',
  online: 'Property back online',
  timeout: 'Property not responding',
};

export const titleForAlertType = (type: string) => TITLES[type] ?? 'New alert';

/** More alerts than this in one burst (an area-wide outage) make one summary, not a flood. */
export const MAX_SEPARATE_NOTIFICATIONS = 3;

/**
 * The notifications for a burst of alert ids, read against the freshly loaded alerts list.
 * An id not (yet) in the list still gets a notification named after its type.
 */
export function desktopAlertsFor(events: AlertArrival[], alerts: Alert[]): DesktopAlert[] {
  const unique = [...new Map(events.map((e) => [e.alertId, e])).values()];
  if (unique.length === 0) return [];
  if (unique.length > MAX_SEPARATE_NOTIFICATIONS) {
    const offline = unique.filter((e) => e.alertType === 'offline').length;
    return [
      {
        title: `${unique.length} new alerts`,
        body:
          offline > 0
            ? `${offline} ${wordFor(offline, { one: 'property', other: 'properties' })} went offline. Open Alerts for details.`
            : 'Open Alerts for details.',
        tag: `alerts-${unique[0]!.alertId}`,
      },
    ];
  }
  const byId = new Map(alerts.map((a) => [a.id, a]));
  return unique.map((e) => {
    const alert = byId.get(e.alertId);
    return {
      title: titleForAlertType(alert?.type ?? e.alertType),
      body: alert?.message ?? titleForAlertType(e.alertType),
      tag: `alert-${e.alertId}`,
    };
  });
}
