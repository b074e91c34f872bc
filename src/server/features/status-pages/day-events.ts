// What happened to each shown property on each day of its 90-day bar: the incidents people posted
// on the page that touched it (by title) and its confirmed offline periods (`incidents`, the
// checks' record: how many, and their minutes inside that UTC day). The bar's tooltip and its
// table show them beside the day's uptime. Read once per build of the kept page, one query.
import { and, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { UptimeDay } from '../../../contracts/public-status.js';
import type { TrackedIncident } from '../../../contracts/tracked-incidents.js';
import type { Db } from '../../db/client.js';
import { incidents as outagesTable } from '../../db/schema/index.js';
import { DAY } from '../../reporting/report-window.js';

export type DayEvents = Pick<UptimeDay, 'incidents' | 'outages'>;
/** property id -> UTC day (YYYY-MM-DD) -> what happened */
export type EventsByDay = Map<number, Map<string, DayEvents>>;

type Span = { from: number; to: number };

/** Each UTC day a span touches, with the milliseconds of the span inside it. */
function daysOf(span: Span, first: number, end: number): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  const from = Math.max(span.from, first);
  const to = Math.min(span.to, end);
  for (let day = Math.floor(from / DAY) * DAY; day < to; day += DAY) {
    const ms = Math.min(to, day + DAY) - Math.max(from, day);
    out.push([new Date(day).toISOString().slice(0, 10), ms]);
  }
  // an instant (a span that started and ended at once) still touched its day
  if (out.length === 0 && from === to && from >= first && from < end) {
    out.push([new Date(Math.floor(from / DAY) * DAY).toISOString().slice(0, 10), 0]);
  }
  return out;
}

function slot(map: EventsByDay, propertyId: number, date: string): DayEvents {
  let days = map.get(propertyId);
  if (!days) map.set(propertyId, (days = new Map()));
  let e = days.get(date);
  if (!e) days.set(date, (e = {}));
  return e;
}

/**
 * The events of `propertyIds` between `first` (the bar's first day, 00:00 UTC) and `now`. An
 * incident that names no property concerns the whole page: it is shown on every bar.
 */
export async function dayEvents(
  db: Db,
  propertyIds: readonly number[],
  posted: readonly TrackedIncident[],
  first: Date,
  now: Date,
): Promise<EventsByDay> {
  const map: EventsByDay = new Map();
  if (propertyIds.length === 0) return map;
  const start = first.getTime();
  const end = now.getTime();
  const shown = new Set(propertyIds);
  for (const i of posted) {
    const span = {
      from: Date.parse(i.startedAt),
      to: i.resolvedAt ? Date.parse(i.resolvedAt) : end,
    };
    const touched = i.propertyIds.length
      ? i.propertyIds.filter((id) => shown.has(id))
      : propertyIds;
    for (const [date] of daysOf(span, start, end)) {
      for (const id of touched) {
        const e = slot(map, id, date);
        // oldest first within a day: the page lists incidents newest first, so prepend
        e.incidents = [i.title, ...(e.incidents ?? [])];
      }
    }
  }
  const outages = await db
    .select({
      propertyId: outagesTable.propertyId,
      startedAt: outagesTable.startedAt,
      endedAt: outagesTable.endedAt,
    })
    .from(outagesTable)
    .where(
      and(
        inArray(outagesTable.propertyId, [...propertyIds]),
        lt(outagesTable.startedAt, now),
        or(isNull(outagesTable.endedAt), gt(outagesTable.endedAt, first)),
      ),
    );
  for (const o of outages) {
    const span = { from: o.startedAt.getTime(), to: o.endedAt?.getTime() ?? end };
    for (const [date, ms] of daysOf(span, start, end)) {
      const e = slot(map, o.propertyId, date);
      const before = e.outages ?? { count: 0, minutes: 0 };
      e.outages = { count: before.count + 1, minutes: before.minutes + ms / 60_000 };
    }
  }
  // whole minutes once summed (an outage of seconds still counts as one minute of the day)
  for (const days of map.values()) {
    for (const e of days.values()) {
      if (e.outages) e.outages.minutes = Math.max(1, Math.round(e.outages.minutes));
    }
  }
  return map;
}
