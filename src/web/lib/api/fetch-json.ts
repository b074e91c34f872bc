// The one fetcher of the data-access files: GET with credentials (spec core §7), ApiError
// failures, and the JSON read through the contract's schema, so a server that answers something
// else fails loudly instead of drawing a wrong screen.
import { z } from 'zod';
import { bootOrFetch } from '../boot-requests.js';
import { ApiError } from '../api-error.js';
import { throwIfResNotOk } from '../api-fetch.js';

/** The ETag of the last answer read from each URL (the live stream's `ready` compares one). */
const etags = new Map<string, string>();
export const lastEtag = (url: string): string | undefined => etags.get(url);

async function parseOk<S extends z.ZodType>(
  url: string,
  res: Response,
  schema: S,
): Promise<z.infer<S>> {
  await throwIfResNotOk(res);
  const data = schema.parse(await res.json());
  const etag = res.headers.get('etag');
  if (etag) etags.set(url, etag);
  else etags.delete(url);
  return data;
}

export async function fetchJson<S extends z.ZodType>(
  url: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  return parseOk(url, await bootOrFetch(url, signal), schema);
}

/** `fetchJson` for a read where 401 is an answer, not an error: it resolves null (signed out). */
export async function fetchJsonOrNullOn401<S extends z.ZodType>(
  url: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S> | null> {
  try {
    return await fetchJson(url, schema, signal);
  } catch (e) {
    // spec core §7: this load reads any 401 as "no user", whatever its body says
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

/**
 * The query function of a key that spells its URL (`['/api/team/members']`,
 * `['/api/chat/conversations', id, 'messages']`): fetched with `fetchJson`, so the answer is
 * parsed by the contract's schema like every other endpoint's.
 */
export const parsedQuery =
  <S extends z.ZodType>(schema: S) =>
  ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) =>
    fetchJson(queryKey.join('/'), schema, signal);

/**
 * A long list's schema: the first and last items are parsed by `item`, the rest only typed. Every
 * row comes from one serialiser on the server, so a server answering something else still fails
 * here, and parsing each of 10,000 properties cost 34-68 ms of main-thread work on every re-load
 * of the dashboard (jitless zod; decision 017).
 */
export const sampledArray = <S extends z.ZodType>(item: S) =>
  z.custom<z.infer<S>[]>(
    (v) =>
      Array.isArray(v) &&
      (v.length === 0 || (item.safeParse(v[0]).success && item.safeParse(v.at(-1)).success)),
    'Expected a list of items of the contract',
  );
