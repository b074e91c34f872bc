import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeBootResponse, takeBootStream } from './boot-requests.js';
import { z } from 'zod';
import { fetchJsonOrNullOn401 } from './api/fetch-json.js';

type Boot = NonNullable<Window['__pmBoot']>;
const stubBoot = (boot: Partial<Boot>) => {
  const full: Boot = {
    at: performance.now(),
    responses: {},
    source: null,
    events: [],
    dataFrom: -1,
    ...boot,
  };
  vi.stubGlobal('window', { __pmBoot: full });
  return full;
};
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('adopting what boot.js started', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the first read of a URL takes its early answer instead of asking again; later reads ask', async () => {
    stubBoot({ responses: { '/api/auth/user': json({ id: 7 }) }, dataFrom: -1 });
    const fetchSpy = vi.fn(() => json({ id: 8 }));
    vi.stubGlobal('fetch', fetchSpy);
    const read = () => fetchJsonOrNullOn401('/api/auth/user', z.object({ id: z.number() }));
    expect(await read()).toEqual({ id: 7 });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await read()).toEqual({ id: 8 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('an early 401 still means signed out', async () => {
    stubBoot({ responses: { '/api/auth/user': json({ message: 'no' }, 401) }, dataFrom: -1 });
    expect(await fetchJsonOrNullOn401('/api/auth/user', z.object({ id: z.number() }))).toBeNull();
  });

  it('an answer older than 10 s is not adopted', () => {
    stubBoot({ at: performance.now() - 11_000, responses: { '/x': json(1) }, dataFrom: -1 });
    expect(takeBootResponse('/x')).toBeUndefined();
  });

  it('the stream comes with the events after the data was asked, not those before', () => {
    const source = {} as EventSource;
    stubBoot({ source, events: ['a', 'b', 'c'], dataFrom: 1 });
    expect(takeBootStream()).toEqual({ source, missed: ['b', 'c'] });
    expect(takeBootStream()).toBeUndefined();
  });

  it('a stream taken before the data was asked comes with every event, and boot.js asks no data', () => {
    const source = {} as EventSource;
    const boot = stubBoot({ source, events: ['ready'], dataFrom: -1 });
    expect(takeBootStream()).toEqual({ source, missed: ['ready'] });
    expect(boot.dataFrom).toBe(-2);
  });

  it('without boot.js (signed out, or on the server) there is nothing to adopt', () => {
    expect(takeBootResponse('/api/auth/user')).toBeUndefined();
    expect(takeBootStream()).toBeUndefined();
  });
});

describe('boot.js asks for the URLs the app reads', () => {
  it('the dashboard’s list, its first page and its figures, each by the URL its query reads', async () => {
    // the script as index.html inlines it: its URLs are written in from the contracts at build
    const { bootScript } = await import('../../../scripts/boot-script.js');
    const { FIRST_PAGE_URL, propertiesQueryKey } = await import('./api/get-properties.js');
    const { dashboardStatsQueryOptions } = await import('./api/get-dashboard-stats.js');
    const { authUserQueryKey } = await import('./auth/use-auth.js');
    const script = bootScript();
    // get(url) asks at once; ask(url) is the whole list, asked once the first page says so
    const asked = [...new Set([...script.matchAll(/(?:get|ask)\('([^']+)'\)/g)].map((m) => m[1]))];
    expect(asked.sort()).toEqual(
      [
        authUserQueryKey[0],
        FIRST_PAGE_URL,
        propertiesQueryKey[0],
        dashboardStatsQueryOptions().queryKey[0],
      ].sort(),
    );
  });
});
