// A shown property's 90-day bar in full, on the property's own page (render-property-days.ts): one
// coloured day per list item, each focusable (one tab stop per bar, arrow keys move along it:
// live.js). Hovering or focusing a day shows its figure and what happened that day (incidents
// posted on the page, confirmed outages) in a tooltip made by CSS alone (works without script),
// also given as the day's accessible name; the same lines are in the table under it. The page of
// all properties draws its bars compactly instead (render-compact-bar.ts).
import type { PublicProperty, UptimeDay } from '../../../../contracts/public-status.js';
import { dayLabel, esc, pct } from './escape.js';

export function dayClass(uptime: number | null): string {
  if (uptime === null) return '';
  if (uptime >= 99.9) return 'up';
  if (uptime >= 95) return 'dip';
  return 'down';
}

/** "47 min", "2 h 5 min" */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** What happened that day, one line each: "Offline twice, 47 min in all", "Incident: Line down". */
export function dayEventLines(d: UptimeDay): string[] {
  const lines: string[] = [];
  if (d.outages) {
    const { count, minutes } = d.outages;
    const times = count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
    lines.push(`Offline ${times}, ${duration(minutes)}${count > 1 ? ' in all' : ''}`);
  }
  for (const title of d.incidents ?? []) lines.push(`Incident: ${title}`);
  return lines;
}

export const figure = (d: UptimeDay) =>
  d.uptime === null ? 'no checks' : `${pct(d.uptime)} uptime`;

export function dayBar(p: PublicProperty, idx: string): string {
  const last = p.days.length - 1;
  const days = p.days
    .map((d, i) => {
      const head = `${dayLabel(d.date)}: ${figure(d)}`;
      const lines = dayEventLines(d);
      const label = [head, ...lines].join('. ');
      const tip = [head, ...lines].map((l) => `<span>${esc(l)}</span>`).join('');
      const marked = lines.length ? ' event' : '';
      return `<li class="${dayClass(d.uptime)}${marked}" tabindex="${i === last ? 0 : -1}" aria-label="${esc(label)}"><span class="tip" aria-hidden="true">${tip}</span></li>`;
    })
    .join('');
  return `<ol class="bar" aria-label="Daily uptime of ${esc(p.name)}, last ${p.days.length} days" id="bar-${idx}">${days}</ol>
<div class="legend"><span>${p.days.length} days ago</span><span>${p.uptime === null ? 'No checks yet' : `${pct(p.uptime)} uptime`}</span><span>Today</span></div>`;
}

/** Every day's figure and events as a table, newest last. */
export function dayTable(p: PublicProperty): string {
  const rows = p.days
    .map((d) => {
      const lines = dayEventLines(d);
      return `<tr><td>${esc(dayLabel(d.date))}</td><td>${pct(d.uptime)}</td><td>${lines.length ? lines.map(esc).join('<br>') : 'None'}</td></tr>`;
    })
    .join('');
  return `<table><caption>Daily uptime and incidents of ${esc(p.name)}</caption><thead><tr><th scope="col">Day (UTC)</th><th scope="col">Uptime</th><th scope="col">Incidents and outages</th></tr></thead><tbody>${rows}</tbody></table>`;
}
