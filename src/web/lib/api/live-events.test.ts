import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastEtag } from './fetch-json.js';
import { getProperties, propertiesQueryKey } from './get-properties.js';
import { invalidator } from './live-events.js';

describe('live event invalidation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const invalidated = (qc: QueryClient, key: string) =>
    qc.getQueryCache().find({ queryKey: [key] })?.state.isInvalidated;

  it("on 'ready' re-loads exactly the data read before it, not what is read after", () => {
    const qc = new QueryClient();
    qc.setQueryData(['/api/properties'], []);
    const on = invalidator(qc);
    on({ type: 'ready' });
    qc.setQueryData(['/api/dashboard/stats'], {}); // read once the stream was live
    vi.advanceTimersByTime(300);
    expect(invalidated(qc, '/api/properties')).toBe(true);
    expect(invalidated(qc, '/api/dashboard/stats')).toBe(false);
  });

  it("on 'ready' also re-loads a read that was under way and finishes after it", async () => {
    const qc = new QueryClient();
    let answer: (v: unknown[]) => void = () => {};
    const inFlight = qc.fetchQuery({
      queryKey: ['/api/properties'],
      queryFn: () => new Promise<unknown[]>((r) => (answer = r)),
    });
    const on = invalidator(qc);
    on({ type: 'ready' });
    answer([]); // the server read it before the stream was live; it arrives after 'ready'
    await inFlight;
    vi.advanceTimersByTime(300);
    expect(invalidated(qc, '/api/properties')).toBe(true);
  });

  describe("the property list on a 'ready' that names its ETag", () => {
    afterEach(() => vi.unstubAllGlobals());
    /** the list as the server answers it, with this ETag, once `release` is called */
    const serveList = (etag: string) => {
      let release = () => {};
      const gate = new Promise<void>((r) => (release = r));
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          await gate;
          return new Response('[]', { status: 200, headers: { etag } });
        }),
      );
      return () => release();
    };
    const readList = (qc: QueryClient) =>
      qc.fetchQuery({ queryKey: propertiesQueryKey, queryFn: () => getProperties() });

    /** Reads the list answered with `served`; `ready` naming `named` comes while it is read. */
    const readAcrossReady = async (served: string, named: string) => {
      const qc = new QueryClient();
      const release = serveList(served);
      const inFlight = readList(qc);
      invalidator(qc)({ type: 'ready', properties: named });
      release();
      await inFlight;
      await vi.advanceTimersByTimeAsync(300);
      return invalidated(qc, '/api/properties');
    };

    it('keeps a list read with that ETag (read before, or still under way)', async () => {
      const qc = new QueryClient();
      serveList('W/"v1"')();
      await readList(qc);
      invalidator(qc)({ type: 'ready', properties: 'W/"v1"' });
      await vi.advanceTimersByTimeAsync(300);
      expect(invalidated(qc, '/api/properties')).toBe(false);
      expect(await readAcrossReady('W/"v1"', 'W/"v1"')).toBe(false);
    });

    it('re-reads a list whose answer carried another ETag (it changed in between)', async () => {
      expect(await readAcrossReady('W/"v1"', 'W/"v2"')).toBe(true);
    });

    describe("boot.js's list, adopted only after 'ready' (the page reads it once it rendered)", () => {
      /** boot.js asked for the list before the stream; the answer carries `served` */
      const bootList = (served: string) => {
        vi.stubGlobal('window', {
          __pmBoot: {
            at: performance.now(),
            responses: {
              '/api/properties': Promise.resolve(new Response('[]', { headers: { etag: served } })),
            },
            source: null,
            events: [],
            dataFrom: 0,
          },
        });
      };
      const fresh = () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => new Response('[]', { headers: { etag: 'W/"v2"' } })),
        );

      it('is adopted as it is when it carries the ETag `ready` named', async () => {
        bootList('W/"v1"');
        fresh();
        const qc = new QueryClient();
        invalidator(qc)({ type: 'ready', properties: 'W/"v1"' });
        await readList(qc);
        expect(fetch).not.toHaveBeenCalled();
        expect(lastEtag('/api/properties')).toBe('W/"v1"');
      });

      it('is replaced by a fresh read when it carries another (a change in between)', async () => {
        bootList('W/"v1"');
        fresh();
        const qc = new QueryClient();
        invalidator(qc)({ type: 'ready', properties: 'W/"v2"' });
        await readList(qc);
        expect(fetch).toHaveBeenCalledTimes(1);
        expect(lastEtag('/api/properties')).toBe('W/"v2"');
      });
    });

    it('still re-reads what else was read before it (stats, one property)', async () => {
      const qc = new QueryClient();
      serveList('W/"v1"')();
      await readList(qc);
      qc.setQueryData(['/api/dashboard/stats'], {});
      qc.setQueryData([...propertiesQueryKey, '7'], {});
      invalidator(qc)({ type: 'ready', properties: 'W/"v1"' });
      await vi.advanceTimersByTimeAsync(300);
      expect(invalidated(qc, '/api/properties')).toBe(false);
      expect(invalidated(qc, '/api/dashboard/stats')).toBe(true);
      expect(
        qc.getQueryCache().find({ queryKey: [...propertiesQueryKey, '7'] })?.state.isInvalidated,
      ).toBe(true);
    });
  });

  it('coalesces a burst of status events into one re-load of properties and stats', () => {
    const qc = new QueryClient();
    for (const k of ['/api/properties', '/api/dashboard/stats', '/api/alerts'])
      qc.setQueryData([k], []);
    const spy = vi.spyOn(qc, 'invalidateQueries');
    const on = invalidator(qc);
    for (let i = 0; i < 50; i++) on({ type: 'status', propertyId: i, status: 'offline' });
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(invalidated(qc, '/api/properties')).toBe(true);
    expect(invalidated(qc, '/api/alerts')).toBe(false);
  });

  it("re-loads the list and a property's detail when properties enter or leave maintenance", () => {
    const qc = new QueryClient();
    for (const k of ['/api/properties', '/api/dashboard/stats', '/api/alerts'])
      qc.setQueryData([k], []);
    qc.setQueryData(['/api/properties', '7'], {});
    const on = invalidator(qc);
    on({ type: 'maintenance', propertyIds: [7], inMaintenance: true });
    vi.advanceTimersByTime(300);
    expect(invalidated(qc, '/api/properties')).toBe(true);
    expect(
      qc.getQueryCache().find({ queryKey: ['/api/properties', '7'] })?.state.isInvalidated,
    ).toBe(true);
    expect(invalidated(qc, '/api/dashboard/stats')).toBe(true);
    expect(invalidated(qc, '/api/alerts')).toBe(false);
  });
});
