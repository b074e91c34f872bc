// A window's occurrences: the first one as entered, and for a recurring window every start its
// RRULE gives, expanded in the zone's wall-clock time (decision 026). The rules of issue 27 are
// checked here, once, for creation and edits alike: a bounded rule (UNTIL or COUNT), at most one
// start a local day, no overlap, at most MAX_OCCURRENCES, each at most MAX_WINDOW_DAYS long.
import {
  MAINTENANCE_MSG,
  MAX_OCCURRENCES,
  MAX_WINDOW_DAYS,
} from '../../../contracts/maintenance-windows.js';
import { badRequest } from '../../lib/errors.js';
import { RRule, type RRuleOptions } from './rrule-lib.js';
import { fromWall, toWall } from '../../../contracts/wall-clock.js';

export type Occurrence = { startsAt: Date; endsAt: Date };
export type WindowTimes = { startsAt: Date; endsAt: Date; timeZone: string; rrule: string | null };

const DAY_MS = 86_400_000;

/** Every occurrence of the window, in order; a 400 with the rule's message when one is broken. */
export function expandOccurrences(w: WindowTimes): Occurrence[] {
  const start = w.startsAt.getTime();
  const end = w.endsAt.getTime();
  if (end <= start) throw badRequest(MAINTENANCE_MSG.endBeforeStart);
  if (end - start > MAX_WINDOW_DAYS * DAY_MS) throw badRequest(MAINTENANCE_MSG.tooLong);
  if (!w.rrule) return [{ startsAt: w.startsAt, endsAt: w.endsAt }];

  const wallStart = toWall(start, w.timeZone);
  // the length on the wall clock: 02:00-04:00 stays 02:00-04:00 on the night the clocks change
  const wallLength = toWall(end, w.timeZone) - wallStart;
  const rule = new RRule({ ...parseRule(w.rrule), dtstart: new Date(wallStart) });
  const starts = rule.all((_, i) => i <= MAX_OCCURRENCES);
  if (starts.length === 0) throw badRequest(MAINTENANCE_MSG.rruleNoOccurrence);
  if (starts.length > MAX_OCCURRENCES) throw badRequest(MAINTENANCE_MSG.rruleTooMany);
  const out: Occurrence[] = [];
  for (let i = 0; i < starts.length; i++) {
    const wall = starts[i]!.getTime();
    const prev = starts[i - 1]?.getTime();
    if (prev !== undefined && Math.floor(prev / DAY_MS) === Math.floor(wall / DAY_MS)) {
      throw badRequest(MAINTENANCE_MSG.rruleTooOften);
    }
    const occurrence = {
      startsAt: new Date(fromWall(wall, w.timeZone)),
      endsAt: new Date(fromWall(wall + wallLength, w.timeZone)),
    };
    const last = out.at(-1);
    if (last && last.endsAt > occurrence.startsAt) throw badRequest(MAINTENANCE_MSG.rruleOverlaps);
    out.push(occurrence);
  }
  return out;
}

/** The RRULE's options; no DTSTART or zone of its own (the window's start and zone are those). */
function parseRule(text: string): Partial<RRuleOptions> {
  const body = text.replace(/^RRULE:/i, '');
  if (!/^FREQ=/i.test(body) && !/;FREQ=/i.test(body))
    throw badRequest(MAINTENANCE_MSG.rruleInvalid);
  if (/DTSTART|TZID|[\r\n]/i.test(body)) throw badRequest(MAINTENANCE_MSG.rruleInvalid);
  let options: Partial<RRuleOptions>;
  try {
    options = RRule.parseString(body);
    // building it validates the values parseString leaves unchecked
    new RRule({ ...options, dtstart: new Date(0) });
  } catch {
    throw badRequest(MAINTENANCE_MSG.rruleInvalid);
  }
  if (options.freq === undefined) throw badRequest(MAINTENANCE_MSG.rruleInvalid);
  if (!options.until && !options.count) throw badRequest(MAINTENANCE_MSG.rruleUnbounded);
  // hourly, minutely and secondly rules start more than once a day by their nature
  if (options.freq > RRule.DAILY) throw badRequest(MAINTENANCE_MSG.rruleTooOften);
  return options;
}
