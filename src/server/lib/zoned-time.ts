// Wall-clock time in a workspace's time zone (an IANA name), for mails and report downloads alike.

/** "15 Jan 2025, 08:00 CET": the workspace's time zone, named. */
export function formatTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/** The local calendar date of an instant, `YYYY-MM-DD`. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(t: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(t));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(t / 1000) * 1000;
}

/** The instant a local date (`YYYY-MM-DD`) begins in the zone (midnight, or the first minute after a DST gap). */
export function zonedMidnight(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // Two passes: the offset at the guessed instant may differ from the one at the true instant.
  const guess = wall - offsetAt(wall, timeZone);
  const exact = wall - offsetAt(guess, timeZone);
  // Where midnight falls in a DST gap, `exact` lands on the day before: the day starts at `guess`.
  return localDate(new Date(exact), timeZone) === date ? exact : guess;
}

/** "2026-11-21 15:00 GMT+5:30": a compact local time with its zone, for tables and headers. */
export function localStamp(at: Date, timeZone: string, withZone = true): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatToParts(at);
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  const stamp = `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`;
  return withZone ? `${stamp} ${p('timeZoneName')}` : stamp;
}
