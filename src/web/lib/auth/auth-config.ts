// GET /api/auth/config: whether sign-up is open, whether single sign-on is configured, whether
// mail can be sent. Read by the sign-in page and the shell's verify-your-e-mail banner.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '../../../contracts/auth.js';
import { getQueryFn } from '../query-client.js';

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['/api/auth/config'] as const,
    queryFn: getQueryFn<AuthConfig>({ on401: 'throw' }),
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
