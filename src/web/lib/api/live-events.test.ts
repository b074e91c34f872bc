import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
});
