// Starts the signed-in dashboard's code, its live stream and its data alongside the sign-in
// check instead of after it (auth -> shell chunk -> page chunk -> data was ~0.9 s of waiting in
// a row). Only when the browser carries the non-secret `pm_hint` cookie the server sets at
// sign-in, so signed-out visitors of the landing page load nothing extra.
import type { QueryClient } from '@tanstack/react-query';
import { dashboardStatsQueryOptions } from '../lib/api/get-dashboard-stats.js';
import { startLiveEvents } from '../lib/api/live-events.js';
import { propertiesQueryKey } from '../lib/api/get-properties.js';

export function preloadSignedIn(qc: QueryClient): void {
  if (!document.cookie.split('; ').includes('pm_hint=1')) return;
  void import('./shell/app-shell.js');
  // The stream first: data read once it is live cannot miss a change (and is not read twice).
  const live = startLiveEvents(qc);
  if (window.location.pathname === '/') {
    void import('../features/dashboard/pages/dashboard-page.js');
    void live.then(() => {
      void qc.prefetchQuery({ queryKey: propertiesQueryKey });
      void qc.prefetchQuery(dashboardStatsQueryOptions());
    });
  }
}
