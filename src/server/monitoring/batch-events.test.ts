import { describe, expect, it } from 'vitest';
import { liveEvent } from '../../contracts/monitoring.js';
import { batchEvents, OUTCOMES_PER_EVENT, type RecordedCheck } from './batch-events.js';

const at = new Date('2026-11-23T12:00:00.000Z');
const check = (over: Partial<RecordedCheck> = {}): RecordedCheck => ({
  workspaceId: 'w1',
  propertyId: 1,
  result: { outcome: 'up', rttMs: 0.42 },
  checkedAt: at,
  newStatus: null,
  ...over,
});

describe('batchEvents', () => {
  it("reports each check's outcome to its own workspace, rtt only when up", () => {
    const events = batchEvents(
      [
        check({ propertyId: 1 }),
        check({ propertyId: 2, result: { outcome: 'timeout', rttMs: null }, newStatus: 'timeout' }),
        check({ workspaceId: 'w2', propertyId: 3, result: { outcome: 'unreachable', rttMs: 9 } }),
      ],
      [{ id: 5, workspaceId: 'w1', propertyId: 2, type: 'timeout' }],
    );
    expect(events).toEqual([
      { type: 'status', workspaceId: 'w1', propertyId: 2, status: 'timeout' },
      { type: 'alert', workspaceId: 'w1', propertyId: 2, alertId: 5, alertType: 'timeout' },
      {
        type: 'checks',
        workspaceId: 'w1',
        count: 2,
        results: [
          { propertyId: 1, outcome: 'up', rttMs: 0.42, checkedAt: at.toISOString() },
          { propertyId: 2, outcome: 'timeout', rttMs: null, checkedAt: at.toISOString() },
        ],
      },
      {
        type: 'checks',
        workspaceId: 'w2',
        count: 1,
        results: [
          { propertyId: 3, outcome: 'unreachable', rttMs: null, checkedAt: at.toISOString() },
        ],
      },
    ]);
  });

  it('splits a large batch so every payload fits one NOTIFY (8000 bytes)', () => {
    const many = Array.from({ length: OUTCOMES_PER_EVENT * 2 + 1 }, (_, i) =>
      check({
        workspaceId: '00000000-0000-4000-8000-000000000000',
        propertyId: 2_147_483_000 + i,
        result: { outcome: i % 2 ? 'unreachable' : 'up', rttMs: i % 2 ? null : 29_999.999 },
      }),
    );
    const events = batchEvents(many, []);
    expect(events.map((e) => (e.type === 'checks' ? e.count : 0))).toEqual([
      OUTCOMES_PER_EVENT,
      OUTCOMES_PER_EVENT,
      1,
    ]);
    const ids = events.flatMap((e) =>
      e.type === 'checks' ? e.results.map((r) => r.propertyId) : [],
    );
    expect(new Set(ids).size).toBe(many.length);
    for (const e of events) expect(Buffer.byteLength(JSON.stringify(e))).toBeLessThan(8000);
  });

  it('publishes nothing for an empty batch', () => {
    expect(batchEvents([], [])).toEqual([]);
  });

  it('marks a failure set aside while the location was degraded, as the contract allows', () => {
    const [event] = batchEvents(
      [check({ result: { outcome: 'timeout', rttMs: null }, notConfirmed: true })],
      [],
    );
    const { workspaceId: _, ...live } = event!;
    expect(liveEvent.parse(live)).toEqual({
      type: 'checks',
      count: 1,
      results: [
        {
          propertyId: 1,
          outcome: 'timeout',
          rttMs: null,
          checkedAt: at.toISOString(),
          notConfirmed: true,
        },
      ],
    });
  });
});
