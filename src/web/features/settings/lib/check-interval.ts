// The check interval as the form shows it (a number and a unit) and as the server stores it
// (seconds, 30 s to 1440 min; DESIGN §1).
import { wordFor } from '../../../../contracts/plural.js';
import { MAX_INTERVAL_SECONDS, MIN_INTERVAL_SECONDS } from '../../../../contracts/properties.js';
import { SETTINGS_MSG } from '../../../../contracts/settings.js';

export type IntervalUnit = 'seconds' | 'minutes';
export type IntervalParts = { value: string; unit: IntervalUnit };

/** Whole minutes read as minutes (300 s -> "5" minutes); anything else stays in seconds. */
export function toIntervalParts(seconds: number): IntervalParts {
  if (seconds >= 60 && seconds % 60 === 0) return { value: String(seconds / 60), unit: 'minutes' };
  return { value: String(seconds), unit: 'seconds' };
}

/** The interval in whole seconds, or null when the text is not a number. */
export function intervalToSeconds({ value, unit }: IntervalParts): number | null {
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const n = Number(text) * (unit === 'minutes' ? 60 : 1);
  return Number.isFinite(n) ? Math.round(n * 1000) / 1000 : null;
}

/** The server's message when the interval is out of range or not whole seconds, else null. */
export function validateInterval(parts: IntervalParts): string | null {
  const s = intervalToSeconds(parts);
  if (s === null || !Number.isInteger(s) || s < MIN_INTERVAL_SECONDS || s > MAX_INTERVAL_SECONDS) {
    return SETTINGS_MSG.intervalRange;
  }
  return null;
}

/** "30 seconds", "1 minute", "90 seconds", "24 hours" for read-only display. */
export function describeInterval(seconds: number): string {
  const { value, unit } = toIntervalParts(seconds);
  const n = Number(value);
  if (unit === 'minutes' && n % 60 === 0) return plural(n / 60, 'hour');
  return plural(n, unit === 'minutes' ? 'minute' : 'second');
}

const plural = (n: number, word: string) => `${n} ${wordFor(n, { one: word, other: `${word}s` })}`;
