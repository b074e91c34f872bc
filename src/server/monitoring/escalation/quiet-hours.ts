// A member's quiet hours (decision 034): from `starts` to `ends` on the wall clock of their own
// time zone, wrapping past midnight when `ends` comes first ("22:00" to "07:00"). A non-urgent
// escalation message to a member inside them is held until they end.
import { fromWall, toWall } from '../../../contracts/wall-clock.js';

export type QuietHoursSetting = { starts: string; ends: string; timeZone: string };

const DAY = 86_400_000;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** When the quiet hours around `now` end; null when `now` is outside them. */
export function quietHoursEnd(now: Date, q: QuietHoursSetting): Date | null {
  const wall = toWall(now.getTime(), q.timeZone);
  const midnight = Math.floor(wall / DAY) * DAY;
  const minute = Math.floor((wall - midnight) / 60_000);
  const starts = minutesOf(q.starts);
  const ends = minutesOf(q.ends);
  const wraps = ends <= starts;
  const inside = wraps ? minute >= starts || minute < ends : minute >= starts && minute < ends;
  if (!inside) return null;
  // the end is today, or tomorrow when the quiet hours began today and wrap past midnight
  const endDay = wraps && minute >= starts ? midnight + DAY : midnight;
  return new Date(fromWall(endDay + ends * 60_000, q.timeZone));
}
