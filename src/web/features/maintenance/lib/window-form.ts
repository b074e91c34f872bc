// The schedule dialog's fields and the API body they make: start and end on the workspace's wall
// clock (a datetime-local input), and a recurrence written as an RFC 5545 RRULE: none, daily,
// weekly on chosen days, monthly on a day, each until a chosen date.
import {
  MAINTENANCE_MSG,
  type MaintenanceWindow,
  type MaintenanceWindowBody,
} from '../../../../contracts/maintenance-windows.js';
import { fromWall, toWall } from '../../../../contracts/wall-clock.js';

export const REPEATS = ['none', 'daily', 'weekly', 'monthly'] as const;
export type Repeat = (typeof REPEATS)[number] | 'custom';
export const REPEAT_LABELS: Record<Repeat, string> = {
  none: 'Does not repeat',
  daily: 'Daily',
  weekly: 'Weekly on chosen days',
  monthly: 'Monthly on a day',
  custom: 'As set through the API',
};
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

export type WindowFormValues = {
  title: string;
  description: string;
  allProperties: boolean;
  propertyIds: number[];
  /** `YYYY-MM-DDTHH:mm` on the workspace's clock */
  start: string;
  end: string;
  repeat: Repeat;
  weekdays: Weekday[];
  monthDay: string;
  /** `YYYY-MM-DD`: the last day an occurrence may start */
  until: string;
  /** a rule made elsewhere (COUNT, other parts), kept as it is */
  customRule: string | null;
  /** tell the status pages' subscribers when it is scheduled (new windows only) */
  announce: boolean;
};

export type WindowField =
  'title' | 'properties' | 'start' | 'end' | 'weekdays' | 'monthDay' | 'until';
export type WindowErrors = Partial<Record<WindowField, string>>;

export const WINDOW_FORM_MSG = {
  startRequired: 'Please choose the start',
  endRequired: 'Please choose the end',
  weekdaysRequired: 'Choose at least one day of the week',
  monthDayRange: 'Choose a day of the month from 1 to 31',
  untilRequired: 'Choose the last day it repeats',
  untilBeforeStart: 'The last day must not be before the start',
} as const;

/** `YYYY-MM-DDTHH:mm` of a floating (wall-clock) time. */
const wallText = (wall: number) => new Date(wall).toISOString().slice(0, 16);
const wallOf = (text: string) => Date.parse(`${text}:00Z`);

/** A new window: tomorrow 02:00-04:00 on the workspace's clock, every property. */
export function initialWindowValues(timeZone: string, now = Date.now()): WindowFormValues {
  const today = wallText(toWall(now, timeZone)).slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  return {
    title: '',
    description: '',
    allProperties: true,
    propertyIds: [],
    start: `${tomorrow}T02:00`,
    end: `${tomorrow}T04:00`,
    repeat: 'none',
    weekdays: [],
    monthDay: tomorrow.slice(8, 10).replace(/^0/, ''),
    until: '',
    customRule: null,
    announce: false,
  };
}

/** The dialog's values for a window being edited. */
export function windowValues(w: MaintenanceWindow): WindowFormValues {
  const start = wallText(toWall(Date.parse(w.startsAt), w.timeZone));
  const base: WindowFormValues = {
    ...initialWindowValues(w.timeZone),
    title: w.title,
    description: w.description ?? '',
    allProperties: w.allProperties,
    propertyIds: w.propertyIds,
    start,
    end: wallText(toWall(Date.parse(w.endsAt), w.timeZone)),
    monthDay: String(Number(start.slice(8, 10))),
  };
  if (!w.rrule) return base;
  const parts = new Map(
    w.rrule
      .replace(/^RRULE:/i, '')
      .split(';')
      .map((p) => p.split('=') as [string, string]),
  );
  const until = parts.get('UNTIL');
  const keys = [...parts.keys()].sort().join(',');
  const untilDate = until && /^\d{8}T235959Z$/.test(until) ? until : null;
  const freq = parts.get('FREQ');
  const simple =
    untilDate &&
    ((freq === 'DAILY' && keys === 'FREQ,UNTIL') ||
      (freq === 'WEEKLY' && keys === 'BYDAY,FREQ,UNTIL') ||
      (freq === 'MONTHLY' && keys === 'BYMONTHDAY,FREQ,UNTIL'));
  if (!simple) return { ...base, repeat: 'custom', customRule: w.rrule };
  return {
    ...base,
    repeat: freq === 'DAILY' ? 'daily' : freq === 'WEEKLY' ? 'weekly' : 'monthly',
    weekdays: (parts.get('BYDAY') ?? '').split(',').filter(Boolean) as Weekday[],
    monthDay: parts.get('BYMONTHDAY') ?? base.monthDay,
    until: `${untilDate.slice(0, 4)}-${untilDate.slice(4, 6)}-${untilDate.slice(6, 8)}`,
  };
}

/** The RRULE the choices make; UNTIL is the end of the chosen day on the wall clock. */
export function ruleOf(v: WindowFormValues): string | null {
  if (v.repeat === 'none') return null;
  if (v.repeat === 'custom') return v.customRule;
  const until = `UNTIL=${v.until.replaceAll('-', '')}T235959Z`;
  if (v.repeat === 'daily') return `FREQ=DAILY;${until}`;
  if (v.repeat === 'weekly') {
    const days = WEEKDAYS.filter((d) => v.weekdays.includes(d)).join(',');
    return `FREQ=WEEKLY;BYDAY=${days};${until}`;
  }
  return `FREQ=MONTHLY;BYMONTHDAY=${Number(v.monthDay)};${until}`;
}

export function validateWindowForm(v: WindowFormValues): WindowErrors {
  const e: WindowErrors = {};
  if (!v.title.trim()) e.title = MAINTENANCE_MSG.titleRequired;
  if (!v.allProperties && v.propertyIds.length === 0)
    e.properties = MAINTENANCE_MSG.propertiesRequired;
  if (!v.start) e.start = WINDOW_FORM_MSG.startRequired;
  if (!v.end) e.end = WINDOW_FORM_MSG.endRequired;
  else if (v.start && wallOf(v.end) <= wallOf(v.start)) e.end = MAINTENANCE_MSG.endBeforeStart;
  if (v.repeat === 'weekly' && v.weekdays.length === 0)
    e.weekdays = WINDOW_FORM_MSG.weekdaysRequired;
  if (v.repeat === 'monthly') {
    const d = Number(v.monthDay);
    if (!Number.isInteger(d) || d < 1 || d > 31) e.monthDay = WINDOW_FORM_MSG.monthDayRange;
  }
  if (v.repeat !== 'none' && v.repeat !== 'custom') {
    if (!v.until) e.until = WINDOW_FORM_MSG.untilRequired;
    else if (v.start && v.until < v.start.slice(0, 10)) e.until = WINDOW_FORM_MSG.untilBeforeStart;
  }
  return e;
}

export function toWindowBody(v: WindowFormValues, timeZone: string): MaintenanceWindowBody {
  const at = (text: string) => new Date(fromWall(wallOf(text), timeZone)).toISOString();
  return {
    title: v.title.trim(),
    description: v.description.trim() || null,
    allProperties: v.allProperties,
    propertyIds: v.allProperties ? [] : v.propertyIds,
    startsAt: at(v.start),
    endsAt: at(v.end),
    timeZone,
    rrule: ruleOf(v),
    ...(v.announce ? { announce: true } : {}),
  };
}

/** "Weekly on Sun until 2026-12-31" for the list. */
export function describeRule(w: MaintenanceWindow): string {
  if (!w.rrule) return 'Once';
  const v = windowValues(w);
  const until = v.until ? ` until ${v.until}` : '';
  if (v.repeat === 'daily') return `Daily${until}`;
  if (v.repeat === 'weekly') {
    return `Weekly on ${v.weekdays.map((d) => WEEKDAY_LABELS[d]).join(', ')}${until}`;
  }
  if (v.repeat === 'monthly') return `Monthly on day ${v.monthDay}${until}`;
  return `Repeats: ${w.rrule} (${w.occurrences} in all)`;
}
