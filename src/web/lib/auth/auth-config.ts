// GET /api/auth/config: whether sign-up is open, whether single sign-on is configured, whether
// mail can be sent. Read by the sign-in page and the shell's verify-your-e-mail banner.
import { parsedQuery } from '../api/fetch-json.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authConfig } from '../../../contracts/auth.js';

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['/api/auth/config'] as const,
    queryFn: parsedQuery(authConfig),
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
