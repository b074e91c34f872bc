// The signed-in user (GET /api/auth/user); a 401 answer means signed out.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../contracts/auth.js';
import { getQueryFn } from '../query-client.js';

export const authUserQueryKey = ['/api/auth/user'] as const;

export function authUserQueryOptions() {
  return queryOptions({
    queryKey: authUserQueryKey,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    retry: false,
  });
}

export type AuthState = {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
};

export function useAuth(): AuthState {
  const { data, isLoading } = useQuery(authUserQueryOptions());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
