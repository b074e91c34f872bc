// Keeps the tab title and description right as the app moves between pages without a reload: a
// public page gets its own (the same the prerendered HTML carries); any other page gets the app's
// name unless it sets its own (usePageMeta). Without this, a tab opened on a prerendered help page
// kept that page's title after navigating elsewhere.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { APP_NAME } from '../lib/brand.js';
import { fullTitle, PUBLIC_PAGES } from './public-meta.js';

const byRoute = new Map(PUBLIC_PAGES.map((p) => [p.route, p]));

export function RouteTitle(): null {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = byRoute.get(pathname.replace(/\/$/, '') || '/');
    document.title = meta ? fullTitle(meta) : APP_NAME;
    if (meta) {
      document.head
        .querySelector<HTMLMetaElement>('meta[name="description"]')
        ?.setAttribute('content', meta.description);
    }
  }, [pathname]);
  return null;
}

/**
 * Marks the document once React has mounted or hydrated it: before that, a prerendered page shows
 * but does not respond to clicks (the browser journeys wait for this mark after each navigation).
 */
export function HydrationMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
