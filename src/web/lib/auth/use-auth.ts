// The signed-in user (GET /api/auth/user); a 401 answer means signed out.
import { FIRST_LOAD_URLS } from '../../../contracts/first-load.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUser, type CurrentUser } from '../../../contracts/auth.js';
import { fetchJsonOrNullOn401 } from '../api/fetch-json.js';

export const authUserQueryKey = [FIRST_LOAD_URLS.user] as const;

export function authUserQueryOptions() {
  return queryOptions({
    queryKey: authUserQueryKey,
    queryFn: ({ signal }) => fetchJsonOrNullOn401(authUserQueryKey[0], currentUser, signal),
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
