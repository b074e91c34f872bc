import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import {
  apiRequest,
  createQueryClient,
  isUnauthorizedError,
  keyUrlQueryFn,
} from './query-client.js';
import { ApiError, apiErrorFrom } from './api-error.js';

type FetchArgs = [input: string, init?: RequestInit];

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function ctx(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as QueryFunctionContext;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends credentials and a JSON body with a JSON content type', async () => {
    const fetchMock = stubFetch(() => new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/properties', { name: 'A' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/properties');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"name":"A"}');
  });

  it('sends no body and no content type without data', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await apiRequest('DELETE', '/api/properties/1');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
    expect(init?.credentials).toBe('include');
  });

  it('returns the response when OK', async () => {
    stubFetch(() => new Response('{"ok":true}', { status: 201 }));
    const res = await apiRequest('POST', '/api/x', {});
    expect(await res.json()).toEqual({ ok: true });
  });

  it('throws the typed ApiError of a non-OK answer', async () => {
    stubFetch(
      () =>
        new Response('{"message":"Invalid email or password","code":"unauthorized"}', {
          status: 401,
        }),
    );
    const err: unknown = await apiRequest('POST', '/api/auth/sign-in', {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Invalid email or password',
      details: {},
    });
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
      status: 503,
      code: 'unavailable',
      message: 'Service Unavailable',
    });
  });

  it('throws a network ApiError when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'Could not reach the server. Please try again.',
    });
  });
});

describe('keyUrlQueryFn', () => {
  it('loads the query key parts joined by "/" with credentials', async () => {
    const fetchMock = stubFetch(() => new Response('[1,2]', { status: 200 }));
    const data = await keyUrlQueryFn(ctx(['/api/properties', 42]));
    expect(data).toEqual([1, 2]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/properties/42');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('throws an authorisation error on 401', async () => {
    stubFetch(() => new Response('{"message":"Unauthorized"}', { status: 401 }));
    const err: unknown = await Promise.resolve()
      .then(() => keyUrlQueryFn(ctx(['/api/alerts'])))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, code: 'unauthorized', message: 'Unauthorized' });
    expect(isUnauthorizedError(err)).toBe(true);
  });

  it('throws the ApiError of other failures', async () => {
    stubFetch(() => new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(keyUrlQueryFn(ctx(['/api/alerts']))).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Not Found',
    });
  });
});

describe('isUnauthorizedError', () => {
  it.each([
    [401, 'Unauthorized', true],
    [401, '{"message":"Unauthorized"}', true],
    [
      401,
      '{"message":"Unauthorized: invalid, expired or revoked API key","code":"unauthorized"}',
      true,
    ],
    // decided on the code when the server gives one, whatever the words
    [401, '{"message":"Sign-in session expired","code":"unauthorized"}', true],
    [401, '{"message":"Unauthorized","code":"forbidden"}', false],
    [403, 'Unauthorized', false],
    [401, 'Forbidden', false],
  ])('%s: %s -> %s', (status, body, expected) => {
    expect(isUnauthorizedError(apiErrorFrom(status, body))).toBe(expected);
  });

  it('is false for anything that is not a failed call', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('never retries, never refetches on focus or interval, and never goes stale', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations?.retry).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('an invalidation during a first load leads to a read after it, not only that first load', async () => {
    const qc = createQueryClient();
    const answers: Array<(v: string) => void> = [];
    const queryFn = () => new Promise<string>((resolve) => answers.push(resolve));
    const observer = new QueryObserver(qc, { queryKey: ['/api/settings'], queryFn });
    const seen: Array<string | undefined> = [];
    const stop = observer.subscribe((r) => seen.push(r.data));
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    // the change lands while the first load is on its way, and the caller invalidates
    const invalidated = qc.invalidateQueries({ queryKey: ['/api/settings'] });
    answers[0]!('before the change');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!('after the change');
    await invalidated;
    expect(qc.getQueryData(['/api/settings'])).toBe('after the change');
    stop();
    qc.clear();
  });
});
