// Providers (data cache, router, toasts) around the route tables. In the browser the router reads
// the address bar; the build's prerender step passes the path it renders (src/web/prerender).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { ErrorBoundary } from '../components/layout/error-boundary.js';
import { Toaster } from '../components/ui/toast/toaster.js';
import { queryClient as browserClient } from '../lib/query-client.js';
import { AppRoutes } from './app-routes.js';
import { HydrationMark, RouteTitle } from './route-title.js';

export function App({ location, client }: { location?: string; client?: QueryClient } = {}) {
  const routes: ReactNode = (
    <>
      <RouteTitle />
      <HydrationMark />
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
      <Toaster />
    </>
  );
  return (
    <QueryClientProvider client={client ?? browserClient}>
      {location === undefined ? (
        <BrowserRouter>{routes}</BrowserRouter>
      ) : (
        <StaticRouter location={location}>{routes}</StaticRouter>
      )}
    </QueryClientProvider>
  );
}
