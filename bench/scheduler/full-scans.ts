// "No statement that scans all properties while checks are due" (issue 32), measured: PostgreSQL's
// own counters of sequential scans on the tables with a row (or more) per property, read before
// and after the measured run. A scan that read on average at least half of a table's rows is a
// pass over every property, whoever made it (the claim, the fold, the uptime, retention).
import type pg from 'pg';

/** tables holding a row or more per property */
const PER_PROPERTY = [
  'properties',
  'property_schedule',
  'property_uptime',
  'check_hours',
  'check_days',
  'check_results_packed',
];

type Counters = Map<string, { scans: number; rowsRead: number; rows: number }>;

export async function scanCounters(pool: pg.Pool): Promise<Counters> {
  // the counters of this backend's own transactions reach the view only at their end
  await pool.query('SELECT pg_stat_force_next_flush()').catch(() => {});
  const { rows } = await pool.query<{
    relname: string;
    seq_scan: string;
    seq_tup_read: string;
    n_live_tup: string;
  }>(
    // partitions count as their root table (the packed history by day, migration 0043): a scan
    // of the root scans each partition once, so its scans are the most any partition had
    `SELECT relname, max(seq_scan) AS seq_scan, sum(seq_tup_read) AS seq_tup_read,
            sum(n_live_tup) AS n_live_tup
       FROM (SELECT coalesce(pg_partition_root(relid), relid)::regclass::text AS relname, seq_scan,
                    seq_tup_read, n_live_tup FROM pg_stat_user_tables) s
      WHERE relname = ANY($1::text[]) GROUP BY relname`,
    [PER_PROPERTY],
  );
  return new Map(
    rows.map((r) => [
      r.relname,
      { scans: Number(r.seq_scan), rowsRead: Number(r.seq_tup_read), rows: Number(r.n_live_tup) },
    ]),
  );
}

export type FullScans = {
  /** per table: sequential scans during the run and the rows they read on average */
  tables: Array<{ table: string; scans: number; rowsPerScan: number; rows: number }>;
  /** scans that read at least half of a table's rows, summed over the tables */
  whole: number;
};

export function fullScansBetween(before: Counters, after: Counters): FullScans {
  const tables = PER_PROPERTY.flatMap((table) => {
    const a = before.get(table);
    const b = after.get(table);
    if (!a || !b) return [];
    const scans = b.scans - a.scans;
    const rowsPerScan = scans > 0 ? (b.rowsRead - a.rowsRead) / scans : 0;
    return [{ table, scans, rowsPerScan, rows: b.rows }];
  });
  const whole = tables
    .filter((t) => t.rows >= 1000 && t.rowsPerScan >= t.rows / 2)
    .reduce((s, t) => s + t.scans, 0);
  return { tables, whole };
}
