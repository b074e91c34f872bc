import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_TYPES, liveEvent } from './monitoring.js';

describe('the live event contract', () => {
  it('accepts each event the stream sends', () => {
    const events = [
      { type: 'status', propertyId: 1, status: 'timeout' },
      { type: 'alert', propertyId: 1, alertId: 2, alertType: 'offline' },
      {
        type: 'checks',
        count: 1,
        results: [{ propertyId: 1, outcome: 'up', rttMs: 3, checkedAt: '2026-11-27T10:00:00Z' }],
      },
      { type: 'incident', incidentId: 7 },
      { type: 'ready', properties: '"v1"' },
      { type: 'ready' },
      { type: 'maintenance', propertyIds: [1, 2], inMaintenance: true },
    ];
    for (const e of events) expect(liveEvent.parse(e)).toEqual(e);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(LIVE_EVENT_TYPES));
  });

  it('refuses a status outside the one PropertyStatus, and unknown event types', () => {
    expect(liveEvent.safeParse({ type: 'status', propertyId: 1, status: 'sideways' }).success).toBe(
      false,
    );
    expect(liveEvent.safeParse({ type: 'status', propertyId: '1', status: 'online' }).success).toBe(
      false,
    );
    expect(liveEvent.safeParse({ type: 'alert', propertyId: 1, alertId: 2 }).success).toBe(false);
    expect(liveEvent.safeParse({ type: 'member_removed', userId: 'u' }).success).toBe(false);
  });
});
