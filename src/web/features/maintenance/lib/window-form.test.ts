import { describe, expect, it } from 'vitest';
import type { MaintenanceWindow } from '../../../../contracts/maintenance-windows.js';
import {
  initialWindowValues,
  toWindowBody,
  validateWindowForm,
  windowValues,
  WINDOW_FORM_MSG,
} from './window-form.js';

const base = { ...initialWindowValues('Europe/London'), title: 'Cabinet swap' };

describe('maintenance window form', () => {
  it("reads start and end on the zone's wall clock, across a daylight-saving change", () => {
    const winter = toWindowBody(
      { ...base, start: '2026-03-22T02:00', end: '2026-03-22T04:00' },
      'Europe/London',
    );
    expect([winter.startsAt, winter.endsAt]).toEqual([
      '2026-03-22T02:00:00.000Z',
      '2026-03-22T04:00:00.000Z',
    ]);
    const summer = toWindowBody(
      { ...base, start: '2026-04-05T02:00', end: '2026-04-05T04:00' },
      'Europe/London',
    );
    expect(summer.startsAt).toBe('2026-04-05T01:00:00.000Z');
    expect(summer.timeZone).toBe('Europe/London');
  });

  it('writes the chosen recurrence as an RRULE ending on the chosen day, and reads it back', () => {
    const weekly = {
      ...base,
      start: '2026-03-22T02:00',
      end: '2026-03-22T04:00',
      repeat: 'weekly' as const,
      weekdays: ['SU' as const, 'WE' as const],
      until: '2026-12-31',
    };
    const body = toWindowBody(weekly, 'Europe/London');
    expect(body.rrule).toBe('FREQ=WEEKLY;BYDAY=WE,SU;UNTIL=20261231T235959Z');
    expect(toWindowBody({ ...weekly, repeat: 'monthly', monthDay: '15' }, 'UTC').rrule).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20261231T235959Z',
    );
    const saved = {
      ...body,
      id: 1,
      description: null,
      allProperties: true,
      propertyIds: [],
      rrule: body.rrule,
      timeZone: 'Europe/London',
    } as unknown as MaintenanceWindow;
    expect(windowValues(saved)).toMatchObject({
      start: '2026-03-22T02:00',
      end: '2026-03-22T04:00',
      repeat: 'weekly',
      weekdays: ['WE', 'SU'],
      until: '2026-12-31',
    });
    // a rule made through the API (COUNT) is kept as it is
    expect(windowValues({ ...saved, rrule: 'FREQ=DAILY;COUNT=3' })).toMatchObject({
      repeat: 'custom',
      customRule: 'FREQ=DAILY;COUNT=3',
    });
  });

  it('says what is missing before anything is sent', () => {
    expect(
      validateWindowForm({
        ...base,
        title: ' ',
        allProperties: false,
        end: base.start,
        repeat: 'weekly',
      }),
    ).toEqual({
      title: 'Title is required',
      properties: 'Choose at least one property, or all properties',
      end: 'The end must be after the start',
      weekdays: WINDOW_FORM_MSG.weekdaysRequired,
      until: WINDOW_FORM_MSG.untilRequired,
    });
  });
});
