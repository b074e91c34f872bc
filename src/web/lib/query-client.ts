// Call conventions of spec core §7: credentials on every call, JSON bodies, failures thrown as
// ApiError (lib/api-fetch.ts), the default query function and the query client.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { hasCode } from './api-error.js';
import { apiFetch, throwIfResNotOk } from './api-fetch.js';
import { bootOrFetch } from './boot-requests.js';

/** Sends a call with an optional JSON body; resolves with the Response when OK, else throws ApiError. */
export function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  return apiFetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
  });
}

/**
 * The default query function: the URL made of the query key's parts joined by '/'. A 401
 * throws (the global handler signs the user out); the sign-in check, where 401 is an answer,
 * has its own fetcher (`fetchJsonOrNullOn401`).
 */
export const keyUrlQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const url = queryKey.join('/');
  const res = await bootOrFetch(url, signal);
  await throwIfResNotOk(res);
  return (await res.json()) as unknown;
};

/** An authorisation failure: a failed call coded `unauthorized` (see apiErrorFrom for a proxy's). */
export const isUnauthorizedError = (error: unknown): boolean => hasCode(error, 'unauthorized');

type InvalidateArgs = Parameters<QueryClient['invalidateQueries']>;

/**
 * Queries are fresh until invalidated (staleTime Infinity), so an invalidation must always lead
 * to a read that follows the change. TanStack Query's invalidation joins a fetch already on its
 * way when the query has no data yet (it restarts only fetches of queries that have data), so a
 * change made while a page's first load was in flight was never seen: the chat showed a question
 * without its stored answer, and Settings showed an alert e-mail still pending after its link
 * was followed, both when the first load and the change crossed. Such queries are invalidated
 * once more when that first load has landed.
 */
class FollowingQueryClient extends QueryClient {
  override async invalidateQueries(...[filters, options]: InvalidateArgs): Promise<void> {
    const joined = this.getQueryCache()
      .findAll(filters)
      .filter((q) => q.state.fetchStatus === 'fetching' && q.state.data === undefined);
    await super.invalidateQueries(filters, options);
    await Promise.all(
      joined.map((q) => super.invalidateQueries({ queryKey: q.queryKey, exact: true }, options)),
    );
  }
}

export function createQueryClient(): QueryClient {
  return new FollowingQueryClient({
    defaultOptions: {
      queries: {
        queryFn: keyUrlQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
