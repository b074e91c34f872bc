// Providers (data cache, router, toasts) around the route tables.
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/layout/error-boundary.js';
import { Toaster } from '../components/ui/toast/toaster.js';
import { queryClient } from '../lib/query-client.js';
import { AppRoutes } from './app-routes.js';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
