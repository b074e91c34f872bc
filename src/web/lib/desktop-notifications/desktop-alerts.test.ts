import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../contracts/monitoring.js';
import {
  alertArrivalOf,
  canShowDesktopAlerts,
  desktopAlertsFor,
  MAX_SEPARATE_NOTIFICATIONS,
} from './desktop-alerts.js';

const alert = (id: number, type: Alert['type'], message: string): Alert => ({
  id,
  type,
  message,
  isRead: false,
  createdAt: '2025-01-01T00:00:00Z',
  emailSent: false,
  propertyId: 1,
});

describe('desktop notifications: when', () => {
  it('needs the switch on and the permission granted', () => {
    expect(canShowDesktopAlerts(true, 'granted')).toBe(true);
    expect(canShowDesktopAlerts(false, 'granted')).toBe(false);
    expect(canShowDesktopAlerts(undefined, 'granted')).toBe(false);
    expect(canShowDesktopAlerts(true, 'default')).toBe(false);
    expect(canShowDesktopAlerts(true, 'denied')).toBe(false);
    expect(canShowDesktopAlerts(true, 'unsupported')).toBe(false);
  });

  it('reacts to new alerts only', () => {
    expect(
      alertArrivalOf({ type: 'alert', propertyId: 1, alertId: 7, alertType: 'offline' }),
    ).toEqual({ alertId: 7, alertType: 'offline' });
    expect(alertArrivalOf({ type: 'status', propertyId: 1, status: 'offline' })).toBeNull();
    expect(alertArrivalOf({ type: 'checks', count: 3, results: [] })).toBeNull();
  });
});

describe('desktop notifications: what', () => {
  it("carries the alert's own message", () => {
    const alerts = [
      alert(8, 'online', 'Depot is back online'),
      alert(7, 'offline', 'Depot went offline'),
    ];
    expect(desktopAlertsFor([{ alertId: 7, alertType: 'offline' }], alerts)).toEqual([
      { title: 'Property offline', body: 'Depot went offline', tag: 'alert-7' },
    ]);
  });

  it('names the alert type when the list does not have it yet', () => {
    expect(desktopAlertsFor([{ alertId: 9, alertType: 'timeout' }], [])).toEqual([
      { title: 'Property not responding', body: 'Property not responding', tag: 'alert-9' },
    ]);
  });

  it('shows each alert once', () => {
    const arrival = { alertId: 3, alertType: 'online' };
    expect(desktopAlertsFor([arrival, arrival], [alert(3, 'online', 'Up again')])).toHaveLength(1);
    expect(desktopAlertsFor([], [])).toEqual([]);
  });

  it('sums up an area-wide outage in one notification', () => {
    const burst = Array.from({ length: MAX_SEPARATE_NOTIFICATIONS + 2 }, (_, i) => ({
      alertId: 100 + i,
      alertType: i === 0 ? 'timeout' : 'offline',
    }));
    expect(desktopAlertsFor(burst, [])).toEqual([
      {
        title: '5 new alerts',
        body: '4 properties went offline. Open Alerts for details.',
        tag: 'alerts-100',
      },
    ]);
  });
});
