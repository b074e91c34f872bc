// A shown property's 90-day bar as the page of all properties renders it: small (decision 031).
// The days are drawn by one CSS gradient (a run of equal days is one colour stop; equal bars share
// one class, so a page of alike bars draws it once) and carried as
// compact data (`data-d`: each day's uptime, runs as `value*count`; `data-e`: the lines of the days
// something happened, by index). Only today is an element (focusable, named, so the bar is
// reachable and read without script). live.js makes the other 89 days focusable elements with
// their names when a visitor first enters the bar (hover or focus) and shows one shared tooltip
// for the day under the pointer or focus. The full bar and the table of every day are on the
// property's own page (render-property-days.ts), linked from here: the text alternative without
// script. At 1,000 properties this is ~0.6 MB of HTML where one element per day and a table per
// property were 19.7 MB.
import type { PublicProperty, UptimeDay } from '../../../../contracts/public-status.js';
import { dayLabel, esc, pct } from './escape.js';
import { dayClass, dayEventLines, figure } from './render-day-bar.js';

const COLOUR: Record<string, string> = {
  up: '#047857',
  dip: '#b45309',
  down: '#b91c1c',
  '': '#9ca3af',
};

type Run = { from: number; to: number; value: string };

/** Consecutive days with an equal value, as [from, to) index ranges. */
function runs(days: UptimeDay[], valueOf: (d: UptimeDay) => string): Run[] {
  const out: Run[] = [];
  days.forEach((d, i) => {
    const value = valueOf(d);
    const last = out.at(-1);
    if (last && last.value === value) last.to = i + 1;
    else out.push({ from: i, to: i + 1, value });
  });
  return out;
}

const at = (i: number, n: number) => `${+((100 * i) / n).toFixed(3)}%`;

/** The days' colours as one gradient: a stop per run, not per day. */
function gradient(days: UptimeDay[]): string {
  const n = days.length;
  const stops = runs(days, (d) => dayClass(d.uptime)).map(
    (r, k, all) =>
      `${COLOUR[r.value]} ${k === 0 ? '0' : at(r.from, n)} ${k === all.length - 1 ? '100%' : at(r.to, n)}`,
  );
  return `linear-gradient(90deg,${stops.join(',')})`;
}

/** The dark band under the days something happened on, or nothing. */
function eventBands(days: UptimeDay[]): string {
  const n = days.length;
  const marked = runs(days, (d) => (dayEventLines(d).length ? 'e' : '')).filter(
    (r) => r.value === 'e',
  );
  if (marked.length === 0) return '';
  const stops = marked.map((r) => `transparent 0 ${at(r.from, n)},#111827 0 ${at(r.to, n)}`);
  return `;--e:linear-gradient(90deg,${stops.join(',')},transparent 0)`;
}

/** `100*88,99.12,` : each day's uptime with two decimals at most ('' without checks), runs folded */
export function compactDays(days: UptimeDay[]): string {
  return runs(days, (d) => (d.uptime === null ? '' : String(+d.uptime.toFixed(2))))
    .map((r) => (r.to - r.from > 1 ? `${r.value}*${r.to - r.from}` : r.value))
    .join(',');
}

/** {index: lines} of the days with events, or '' */
function compactEvents(days: UptimeDay[]): string {
  const events: Record<number, string[]> = {};
  days.forEach((d, i) => {
    const lines = dayEventLines(d);
    if (lines.length) events[i] = lines;
  });
  return Object.keys(events).length ? ` data-e="${esc(JSON.stringify(events))}"` : '';
}

/** The accessible name of a day, as live.js makes it for the others */
export const dayName = (d: UptimeDay) =>
  [`${dayLabel(d.date)}: ${figure(d)}`, ...dayEventLines(d)].join('. ');

/**
 * The drawings of a page's bars, one CSS class per distinct one: most properties' 90 days look
 * alike (all green, or the same dip of a shared upstream), and a class is drawn once.
 */
export type BarDrawings = Map<string, number>;

/** The classes of `drawings` as CSS, for a <style> beside the bars. */
export const drawingStyles = (drawings: BarDrawings) =>
  [...drawings].map(([css, i]) => `.g${i}{${css}}`).join('');

export function compactBar(
  p: PublicProperty,
  idx: string,
  daysUrl: string,
  drawings: BarDrawings,
): string {
  const today = p.days.at(-1);
  const n = p.days.length;
  const todayItem = today
    ? `<li class="${dayClass(today.uptime)}${dayEventLines(today).length ? ' event' : ''}" tabindex="0" aria-label="${esc(dayName(today))}"></li>`
    : '';
  const css = `--g:${gradient(p.days)}${eventBands(p.days)}`;
  let drawing = drawings.get(css);
  if (drawing === undefined) drawings.set(css, (drawing = drawings.size));
  return `<ol class="bar c g${drawing}" aria-label="Daily uptime of ${esc(p.name)}, last ${n} days" id="bar-${idx}" data-d="${compactDays(p.days)}"${compactEvents(p.days)}>${todayItem}</ol>
<div class="legend"><span>${n} days ago</span><span>${p.uptime === null ? 'No checks yet' : `${pct(p.uptime)} uptime`}</span><span>Today</span></div>
<a class="days" href="${esc(daysUrl)}">Daily figures of ${esc(p.name)} as a table</a>`;
}
