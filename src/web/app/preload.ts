// Starts the signed-in shell's and page's code, and on the dashboard its live stream and data,
// alongside the sign-in check instead of after it (auth -> shell chunk -> page chunk -> data was
// ~0.9 s of waiting in a row). Only when the browser carries the non-secret `pm_hint` cookie
// the server sets at sign-in, so signed-out visitors of the landing page load nothing extra.
// src/web/boot.js (inlined into index.html) has usually asked for all of it before this code
// loaded: the reads below adopt its answers.
import type { QueryClient } from '@tanstack/react-query';
import { dashboardStatsQueryOptions } from '../lib/api/get-dashboard-stats.js';
import { startLiveEvents } from '../lib/api/live-events.js';
import {
  firstPageQueryOptions,
  propertiesQueryKey,
  propertiesQueryOptions,
} from '../lib/api/get-properties.js';
import { authUserQueryOptions } from '../lib/auth/use-auth.js';
import { hasBootResponse } from '../lib/boot-requests.js';
import { AppShell } from './pages.js';
import { signedInPages } from './route-table.js';
import { BillingBanner, PaymentReturn } from './shell/billing-slots.js';

/**
 * Resolves once the shell's and the page's code and the sign-in check have arrived (or failed),
 * so the first render can wait for them: a Suspense fallback committed on the way held the page
 * back for 300 ms after its code arrived (React 19's reveal throttle, bench:web, issue 14). Not
 * for the property list: with a slow list the shell and its spinner show first. (Waiting for the
 * list too, so the page renders once, measured no faster: 526-593 ms against 494-661 ms at
 * 10,000.) On the dashboard it waits for the list's first page, a few KB asked beside the
 * sign-in check, so the table is in the first render.
 */
export function preloadSignedIn(qc: QueryClient): Promise<unknown> {
  if (!document.cookie.split('; ').includes('pm_hint=1')) return Promise.resolve();
  const code = [
    AppShell.preload(),
    BillingBanner.preload(),
    PaymentReturn.preload(),
    signedInPages[window.location.pathname]?.preload(),
    qc.prefetchQuery(authUserQueryOptions()),
  ];
  if (window.location.pathname !== '/') return Promise.allSettled(code);
  // the pages' own query options, so the first read goes through the same fetcher and schema
  const firstPage = qc.prefetchQuery(firstPageQueryOptions());
  void qc.prefetchQuery(dashboardStatsQueryOptions());
  if (!hasBootResponse(propertiesQueryKey[0])) {
    // The stream first: data read once it is live cannot miss a change (and is not read twice).
    void startLiveEvents(qc).then(() => qc.prefetchQuery(propertiesQueryOptions()));
  }
  // Else boot.js asked for the list beside its stream: the page adopts both once it has
  // rendered, not here: reading the 4.4 MB of 10,000 properties (~55 ms of this thread) held the
  // first render back (Chromium trace, decision 017). The stream's `ready` keeps that answer
  // only if it carries the ETag `ready` names, whenever it is adopted (`requireBootEtag`).
  return Promise.allSettled([...code, firstPage]);
}
