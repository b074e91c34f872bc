// The one way the web app calls its server (spec core §7): credentials on every call, and every
// failure thrown as an ApiError: an answer that is not OK as its body says, no answer at all as
// `network`. Nothing else in the app calls fetch or builds an error from a response.
import { ApiError, apiErrorOf, networkFailure } from './api-error.js';

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/** A call with credentials; resolves with any answer, throws ApiError only when none came. */
export async function send(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, credentials: 'include' });
  } catch (e) {
    // a cancelled call (the page moved on) is not a failure to show
    if (isAbort(e)) throw e;
    throw networkFailure(e);
  }
}

/** A response boot.js asked for early, its network failure made an ApiError like any other. */
export const adopt = (early: Promise<Response>): Promise<Response> =>
  early.catch((e: unknown) => {
    throw e instanceof ApiError || isAbort(e) ? e : networkFailure(e);
  });

/** Throws the answer's ApiError when it is not OK. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await apiErrorOf(res);
}

/** A call whose answer must be OK: resolves with the Response, else throws its ApiError. */
export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const res = await send(url, init);
  await throwIfResNotOk(res);
  return res;
}
