// Recurring windows across daylight-saving changes: expanded on the zone's wall clock, so a
// Sunday 01:30-03:30 window stays 01:30-03:30 local on both sides of the change (issue 27).
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MSG } from '../../../contracts/maintenance-windows.js';
import { expandOccurrences } from './expand-occurrences.js';
import { fromWall, toWall } from '../../../contracts/wall-clock.js';

const local = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  return 'no refusal';
};

describe('expandOccurrences across daylight-saving changes', () => {
  it('Europe/London: weekly Sunday 00:30-02:30 keeps its wall-clock times through 29 March 2026', () => {
    const occurrences = expandOccurrences({
      // Sunday 22 March 2026 00:30 GMT (= UTC)
      startsAt: new Date('2026-03-22T00:30:00Z'),
      endsAt: new Date('2026-03-22T02:30:00Z'),
      timeZone: 'Europe/London',
      rrule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=3',
    });
    expect(occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      '2026-03-22T00:30:00.000Z',
      // 29 March: clocks go 01:00 GMT -> 02:00 BST; 00:30 is still GMT, so still 00:30 UTC
      '2026-03-29T00:30:00.000Z',
      // 5 April: 00:30 BST = 23:30 UTC the day before
      '2026-04-04T23:30:00.000Z',
    ]);
    expect(occurrences.map((o) => local(o.endsAt, 'Europe/London'))).toEqual([
      'Sun 22 Mar, 02:30 GMT',
      // the end is 02:30 on the wall clock, which that night is BST: an hour shorter in UTC
      'Sun 29 Mar, 02:30 BST',
      'Sun 05 Apr, 02:30 BST',
    ]);
    expect(occurrences[1]!.endsAt.getTime() - occurrences[1]!.startsAt.getTime()).toBe(3_600_000);
  });

  it('Europe/London: daily 09:00-10:00 across the autumn change stays at 09:00 local', () => {
    const occurrences = expandOccurrences({
      startsAt: new Date('2026-10-23T08:00:00Z'), // 09:00 BST
      endsAt: new Date('2026-10-23T09:00:00Z'),
      timeZone: 'Europe/London',
      rrule: 'FREQ=DAILY;UNTIL=20261027T235959Z',
    });
    expect(occurrences.map((o) => local(o.startsAt, 'Europe/London'))).toEqual([
      'Fri 23 Oct, 09:00 BST',
      'Sat 24 Oct, 09:00 BST',
      'Sun 25 Oct, 09:00 GMT',
      'Mon 26 Oct, 09:00 GMT',
      'Tue 27 Oct, 09:00 GMT',
    ]);
    expect(occurrences[2]!.startsAt.toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('America/New_York: weekly Sunday 02:30, in the skipped hour on 8 March 2026, lands at 03:30 EDT', () => {
    const occurrences = expandOccurrences({
      startsAt: new Date('2026-03-01T07:30:00Z'), // Sunday 02:30 EST
      endsAt: new Date('2026-03-01T09:30:00Z'), // 04:30 EST
      timeZone: 'America/New_York',
      rrule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=3',
    });
    expect(occurrences.map((o) => local(o.startsAt, 'America/New_York'))).toEqual([
      'Sun 01 Mar, 02:30 GMT-5',
      // 02:30 does not exist that night (02:00 EST -> 03:00 EDT)
      'Sun 08 Mar, 03:30 GMT-4',
      'Sun 15 Mar, 02:30 GMT-4',
    ]);
    expect(occurrences.map((o) => local(o.endsAt, 'America/New_York'))).toEqual([
      'Sun 01 Mar, 04:30 GMT-5',
      'Sun 08 Mar, 04:30 GMT-4',
      'Sun 15 Mar, 04:30 GMT-4',
    ]);
    expect(occurrences[2]!.startsAt.toISOString()).toBe('2026-03-15T06:30:00.000Z');
  });

  it('America/New_York: monthly on the 1st at 01:30 across the November change', () => {
    const occurrences = expandOccurrences({
      startsAt: new Date('2026-10-01T05:30:00Z'), // 01:30 EDT
      endsAt: new Date('2026-10-01T06:30:00Z'),
      timeZone: 'America/New_York',
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=3',
    });
    expect(occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      '2026-10-01T05:30:00.000Z',
      // 1 November is the night of the change: 01:30 happens twice; the first (EDT) is taken
      '2026-11-01T05:30:00.000Z',
      '2026-12-01T06:30:00.000Z', // 01:30 EST
    ]);
  });
});

describe('expandOccurrences refusals', () => {
  const base = {
    startsAt: new Date('2026-06-01T10:00:00Z'),
    endsAt: new Date('2026-06-01T12:00:00Z'),
    timeZone: 'UTC',
  };
  it.each([
    [{ endsAt: new Date('2026-06-01T09:00:00Z') }, MAINTENANCE_MSG.endBeforeStart],
    [{ endsAt: base.startsAt }, MAINTENANCE_MSG.endBeforeStart],
    [{ endsAt: new Date('2026-07-02T10:00:01Z') }, MAINTENANCE_MSG.tooLong],
    [{ rrule: 'FREQ=DAILY' }, MAINTENANCE_MSG.rruleUnbounded],
    [{ rrule: 'FREQ=WEEKLY;BYDAY=MO' }, MAINTENANCE_MSG.rruleUnbounded],
    [{ rrule: 'FREQ=HOURLY;COUNT=5' }, MAINTENANCE_MSG.rruleTooOften],
    [{ rrule: 'FREQ=DAILY;BYHOUR=10,14;COUNT=4' }, MAINTENANCE_MSG.rruleTooOften],
    [{ rrule: 'FREQ=DAILY;COUNT=1001' }, MAINTENANCE_MSG.rruleTooMany],
    [{ rrule: 'FREQ=SOMETIMES;COUNT=2' }, MAINTENANCE_MSG.rruleInvalid],
    [{ rrule: 'not a rule' }, MAINTENANCE_MSG.rruleInvalid],
    [{ rrule: 'DTSTART:20260101T000000Z\nRRULE:FREQ=DAILY;COUNT=2' }, MAINTENANCE_MSG.rruleInvalid],
    [
      { endsAt: new Date('2026-06-02T12:00:00Z'), rrule: 'FREQ=DAILY;COUNT=3' },
      MAINTENANCE_MSG.rruleOverlaps,
    ],
  ])('%j -> %s', (change, message) => {
    expect(refusal(() => expandOccurrences({ ...base, rrule: null, ...change }))).toBe(message);
  });

  it('accepts a 31-day window exactly and a daily rule with COUNT', () => {
    expect(
      expandOccurrences({ ...base, endsAt: new Date('2026-07-02T10:00:00Z'), rrule: null }),
    ).toHaveLength(1);
    expect(expandOccurrences({ ...base, rrule: 'RRULE:FREQ=DAILY;COUNT=1000' })).toHaveLength(1000);
  });
});

describe('wall clock', () => {
  it('round-trips ordinary times and reads a skipped time past the jump', () => {
    const t = Date.parse('2026-07-01T12:34:56Z');
    expect(fromWall(toWall(t, 'Europe/London'), 'Europe/London')).toBe(t);
    expect(
      new Date(fromWall(Date.parse('2026-03-29T01:30:00Z'), 'Europe/London')).toISOString(),
    ).toBe(
      '2026-03-29T01:30:00.000Z', // 01:30 skipped in London -> 02:30 BST
    );
  });
});
