// GET /api/auth/config: whether sign-up is open and whether single sign-on is configured.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '../../../../contracts/auth.js';
import { getQueryFn } from '../../../lib/query-client.js';

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['/api/auth/config'] as const,
    queryFn: getQueryFn<AuthConfig>({ on401: 'throw' }),
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
