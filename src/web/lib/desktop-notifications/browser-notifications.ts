// The browser's Notification API, read safely where it does not exist (older browsers, tests).
import type { NotificationPermissionState } from './desktop-alerts.js';

const api = () => (typeof Notification === 'undefined' ? null : Notification);

export function notificationPermission(): NotificationPermissionState {
  return api()?.permission ?? 'unsupported';
}

/** Asks the browser (a prompt the first time); resolves with the answer. */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  const n = api();
  if (!n) return 'unsupported';
  if (n.permission !== 'default') return n.permission;
  try {
    return await n.requestPermission();
  } catch {
    return n.permission;
  }
}

export function showNotification(title: string, options: { body: string; tag: string }): void {
  const n = api();
  if (!n || n.permission !== 'granted') return;
  try {
    new n(title, options);
  } catch {
    // some mobile browsers only allow notifications from a service worker
  }
}
