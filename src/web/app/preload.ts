// Starts the signed-in dashboard's code, its live stream and its data alongside the sign-in
// check instead of after it (auth -> shell chunk -> page chunk -> data was ~0.9 s of waiting in
// a row). Only when the browser carries the non-secret `pm_hint` cookie the server sets at
// sign-in, so signed-out visitors of the landing page load nothing extra. src/web/public/boot.js
// has usually asked for all of it before this code loaded: the reads below adopt its answers.
import type { QueryClient } from '@tanstack/react-query';
import { dashboardStatsQueryOptions } from '../lib/api/get-dashboard-stats.js';
import { startLiveEvents } from '../lib/api/live-events.js';
import { propertiesQueryKey } from '../lib/api/get-properties.js';
import { authUserQueryOptions } from '../lib/auth/use-auth.js';
import { hasBootResponse } from '../lib/boot-requests.js';

export function preloadSignedIn(qc: QueryClient): void {
  if (!document.cookie.split('; ').includes('pm_hint=1')) return;
  void import('./shell/app-shell.js');
  void qc.prefetchQuery(authUserQueryOptions());
  if (window.location.pathname !== '/') return;
  void import('../features/dashboard/pages/dashboard-page.js');
  const prefetchData = () => {
    void qc.prefetchQuery({ queryKey: propertiesQueryKey });
    void qc.prefetchQuery(dashboardStatsQueryOptions());
  };
  if (hasBootResponse(propertiesQueryKey[0])) {
    // asked once boot.js's stream was live: adopt the answers first, then the stream (a change
    // it saw after the data was asked re-loads that data)
    prefetchData();
    void startLiveEvents(qc);
  } else {
    // The stream first: data read once it is live cannot miss a change (and is not read twice).
    void startLiveEvents(qc).then(prefetchData);
  }
}
