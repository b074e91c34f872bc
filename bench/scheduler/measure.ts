// Measurement helpers of the scheduler bench: CPU and memory from /proc, percentiles, and the
// database's size per table.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
const PAGE = 4096;

/** /proc/<pid>/stat fields from #3 (state) on: [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime, [21] rss pages */
function statFields(pid: number | 'self'): string[] | undefined {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return s.slice(s.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone
  }
}

const ticksToMs = (t: number) => (t * 1000) / CLK_TCK;

export const selfCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** CPU of this process's reaped children (spawned pings). */
export const childrenCpuMs = () => {
  const f = statFields('self')!;
  return ticksToMs(Number(f[13]) + Number(f[14]));
};

/** The postmaster's children: their pids and /proc/<pid>/stat fields. */
function postgresProcesses(postmaster: number): { pid: number; f: string[] }[] {
  const out: { pid: number; f: string[] }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(Number(entry));
    if (f && Number(f[1]) === postmaster) out.push({ pid: Number(entry), f });
  }
  return out;
}

/** PostgreSQL's CPU: the postmaster (with its reaped backends) plus every live child process. */
export function postgresCpuMs(postmaster: number): number {
  const pm = statFields(postmaster);
  if (!pm) return NaN;
  let ticks = Number(pm[11]) + Number(pm[12]) + Number(pm[13]) + Number(pm[14]);
  for (const { f } of postgresProcesses(postmaster)) ticks += Number(f[11]) + Number(f[12]);
  return ticksToMs(ticks);
}

/**
 * PostgreSQL's memory as the sum of its processes' RSS. Shared buffers touched by several
 * backends count once per process, so this overstates what the machine gives it: see PSS.
 */
export function postgresRssMb(postmaster: number): number {
  const pm = statFields(postmaster);
  if (!pm) return NaN;
  let pages = Number(pm[21]);
  for (const { f } of postgresProcesses(postmaster)) pages += Number(f[21]);
  return (pages * PAGE) / 2 ** 20;
}

/** Proportional set size: each shared page counted once, split among the processes mapping it. */
function pssKb(pid: number | 'self'): number {
  try {
    const m = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m);
    return m ? Number(m[1]) : 0;
  } catch {
    return 0; // gone, or no smaps_rollup (kernel < 4.14)
  }
}

/**
 * PostgreSQL's memory as the machine pays for it: the sum of its processes' PSS, so the shared
 * buffers count once however many backends touch them (the RSS sum counts them per backend).
 */
export function postgresPssMb(postmaster: number): number {
  let kb = pssKb(postmaster);
  for (const { pid } of postgresProcesses(postmaster)) kb += pssKb(pid);
  return kb / 1024;
}

export const pssMb = (pid: number | 'self' | undefined) =>
  pid === undefined ? 0 : pssKb(pid) / 1024;
export const selfPssMb = () => pssMb('self');

/** The least and the greatest of many numbers (a spread of 1,000,000 overflows the stack). */
export function range(xs: Iterable<number>): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const x of xs) {
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return { min, max };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: percentile(s, 50),
    p99: percentile(s, 99),
    max: s[s.length - 1] ?? NaN,
  };
};

export const dbSize = async (pool: pg.Pool) =>
  Number((await pool.query('SELECT pg_database_size(current_database()) AS s')).rows[0].s);

/** The tables a check writes, or the worker's jobs write from checks, or that hold their history
 * (the rollup names are views now). */
export const TABLES = [
  'properties',
  'property_schedule',
  'property_uptime',
  'check_results',
  'check_results_packed',
  'check_hours',
  'check_days',
  'alerts',
  'activity_events',
] as const;

/**
 * Bytes per table, indexes and TOAST included (a missing table counts 0: the old schema); a
 * partitioned table (the packed history by day, migration 0043) as the sum of its partitions.
 */
export async function tableSizes(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ t: string; b: string | null }>(
    `SELECT t, CASE WHEN to_regclass(t) IS NULL THEN 0
                    WHEN (SELECT relkind FROM pg_class WHERE oid = to_regclass(t)) = 'p' THEN
                      (SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree(t::regclass))
                    ELSE pg_total_relation_size(t::regclass) END AS b
       FROM unnest($1::text[]) AS t`,
    [TABLES],
  );
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.b ?? 0)]));
}

/** How many checks the database holds, raw and packed, per property. */
export async function storedChecks(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT (coalesce((SELECT count(*) FROM check_results r WHERE r.property_id = p.id), 0)
           + coalesce((SELECT sum(n) FROM check_results_packed k WHERE k.property_id = p.id), 0))::int AS n
       FROM properties p`,
  );
  return rows.map((r) => r.n);
}
