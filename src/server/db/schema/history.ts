// Check history at rest (decision 014): rollups of the folded results per hour and per UTC day,
// and the raw results themselves packed 8 bytes a check. Readers use the views
// check_rollups_hourly/daily (monitoring.ts), which add the results not folded yet.
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { properties } from './monitoring.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

const rollupColumns = () => ({
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  checks: integer('checks').notNull().default(0),
  ups: integer('ups').notNull().default(0),
  timeouts: integer('timeouts').notNull().default(0),
  rttSum: real('rtt_sum').notNull().default(0),
  rttMin: real('rtt_min'),
  rttMax: real('rtt_max'),
  rttHist: integer('rtt_hist').array(),
});

/** Folded hours: one row per property and hour, added to a few times an hour by the fold. */
export const checkHours = pgTable(
  'check_hours',
  { ...rollupColumns(), hour: timestamp('hour', { withTimezone: true }).notNull() },
  (t) => [
    index('check_hours_hour_idx').on(t.hour),
    primaryKey({ columns: [t.propertyId, t.hour] }),
  ],
);

/** Folded UTC days, built from the same folds as the hours. */
export const checkDays = pgTable(
  'check_days',
  { ...rollupColumns(), day: date('day', { mode: 'string' }).notNull() },
  // the day index: the uptime window-edge pass finds a day leaving the 30 d window (decision 036)
  (t) => [index('check_days_day_idx').on(t.day), primaryKey({ columns: [t.propertyId, t.day] })],
);

/**
 * Raw results at rest: one row per property, fold (a few minutes of checks) and UTC day.
 * `data` holds `n` checks of 8 bytes each, big-endian: int4 (outcome code << 28 | ms since
 * `start`, the row's first check), int4 round-trip time in µs (-1 when none). Decoded by
 * check_results_unpacked(). Measured: 16-17 bytes a check with its index at 8-10 checks a row.
 * Partitioned by UTC day on `start` (PARTITION BY RANGE, a DEFAULT partition: migration 0043,
 * decision 036), which Drizzle cannot declare: the partitions are made by the worker
 * (monitoring/history-partitions.ts) and retention drops whole days.
 */
export const checkResultsPacked = pgTable(
  'check_results_packed',
  {
    // start first: no alignment padding between the columns (8 bytes a row, ~1 a check)
    start: timestamp('start', { withTimezone: true }).notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    n: smallint('n').notNull(),
    data: bytea('data').notNull(),
  },
  // BRIN on start: rows arrive in time order, so retention finds old ones from a few pages.
  // The property index holds the id only (a (property, start) key costs ~1 byte a check more).
  (t) => [
    index('check_results_packed_property_idx').on(t.propertyId),
    index('check_results_packed_start_brin').using('brin', t.start),
  ],
);
