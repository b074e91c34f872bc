// Call conventions of spec core §7: credentials on every call, JSON bodies, "STATUS: body" errors.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { parseApiError } from './api-error.js';
import { bootOrFetch } from './boot-requests.js';

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
}

/** Sends a call; resolves with the Response when OK, else throws `Error("STATUS: body")`. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
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

/**
 * An authorisation failure: a 401 whose body carries the code `unauthorized`, or (a body that
 * is not ours, e.g. from a proxy) whose text contains "Unauthorized", as spec core §7 reads it.
 */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { status, code } = parseApiError(error);
  if (status !== 401) return false;
  return code ? code === 'unauthorized' : /^401: .*Unauthorized/.test(error.message);
}

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
