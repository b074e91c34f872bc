// A stand-in for the browser's Notification API (headless Chromium shows none): it records what
// the page shows. Its permission and the answer to the permission prompt come from sessionStorage
// ('fake-permission', 'fake-answer'), so a journey can set them and reload.
import type { Page } from '@playwright/test';

type Shown = { title: string; body: string };

/** Pass to page.addInitScript: runs in the page before the app. */
export function fakeNotifications() {
  const w = window as unknown as { shownNotifications: { title: string; body: string }[] };
  w.shownNotifications = [];
  const state = () =>
    (sessionStorage.getItem('fake-permission') ?? 'default') as NotificationPermission;
  class FakeNotification {
    static get permission() {
      return state();
    }
    static async requestPermission() {
      if (state() === 'default') {
        sessionStorage.setItem(
          'fake-permission',
          sessionStorage.getItem('fake-answer') ?? 'denied',
        );
      }
      return state();
    }
    constructor(title: string, options?: NotificationOptions) {
      w.shownNotifications.push({ title, body: options?.body ?? '' });
    }
  }
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
}

/** What the page has shown so far. */
export function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(
    () => (window as unknown as { shownNotifications: Shown[] }).shownNotifications,
  );
}
