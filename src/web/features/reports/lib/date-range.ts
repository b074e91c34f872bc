// The custom report range as the picker holds it: two calendar dates, YYYY-MM-DD.
import { MAX_REPORT_DAYS } from '../../../../contracts/reports.js';

const DAY_MS = 86_400_000;

/** A local calendar date as YYYY-MM-DD. */
export function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The last 7 days up to today, the picker's starting value. */
export function defaultRange(today = new Date()): { from: string; to: string } {
  return { from: localDate(new Date(today.getTime() - 6 * DAY_MS)), to: localDate(today) };
}

/** What is wrong with a range, or null when it can be sent (the server checks the same). */
export function rangeProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both dates';
  if (to < from) return 'The end date must be on or after the start date';
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > MAX_REPORT_DAYS) return `Choose at most ${MAX_REPORT_DAYS} days`;
  return null;
}
