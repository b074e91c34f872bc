// Printing of the scheduler bench: the per-minute lines while it runs and the summary at the end.
import os from 'node:os';
import { TABLES } from './measure.js';

export const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');
const ok = (b: boolean) => (b ? 'OK  ' : 'MISS');
const MB = 2 ** 20;

export type Minute = {
  s: number;
  dbBytes: number;
  tables: Record<string, number>;
  lagP99: number;
  checks: number;
  workerRssMb: number;
  postgresRssMb: number;
  workerPssMb: number;
  postgresPssMb: number;
  load: number;
};

export function minuteLine(m: Minute, prev: Minute | undefined): string {
  const per = (a: number, b: number) => (prev ? (a - b) / MB / ((m.s - prev.s) / 60) : NaN);
  const growth = TABLES.map(
    (t) =>
      `${t} ${f(m.tables[t]! / MB)}${prev ? ` (${f(per(m.tables[t]!, prev.tables[t]!), 2)}/min)` : ''}`,
  ).join(', ');
  return (
    `${f(m.s, 0)} s: ${m.checks} checks, lag p99 this minute ${f(m.lagP99, 0)} ms, database ` +
    `${f(m.dbBytes / MB)} MB (${f(per(m.dbBytes, prev?.dbBytes ?? 0), 2)} MB/min); ${growth}; ` +
    `PSS worker ${f(m.workerPssMb, 0)} MB + PostgreSQL ${f(m.postgresPssMb, 0)} MB ` +
    `(RSS ${f(m.workerRssMb, 0)} + ${f(m.postgresRssMb, 0)}); load ${f(m.load)}`
  );
}

/**
 * The history: the packed raw results (retention drops a day partition at a time) and the hourly
 * and daily rollups (pruned past their own retention, maintenance.ts pruneRollups).
 */
const HISTORY = ['check_results_packed', 'check_hours', 'check_days'];

/**
 * Growth over the last third of the run against the first third: levelled off below 25 %. The
 * history is judged apart: a 30-minute run cannot reach a retention counted in days, and its
 * growth is what retention bounds, so `levelled` asks that everything else levels off (the raw
 * table between folds, the schedule, the uptime figures, the activity) while the history's level
 * at its retention is printed from its measured bytes.
 */
export function levelling(minutes: Minute[]) {
  if (minutes.length < 4)
    return {
      verdict: 'run too short to tell (< 4 minutes)',
      levelled: false,
      first: NaN,
      last: NaN,
      firstOutsideHistory: NaN,
      lastOutsideHistory: NaN,
    };
  const third = Math.max(1, Math.floor((minutes.length - 1) / 3));
  const rate = (a: Minute, b: Minute, bytes: (x: Minute) => number) =>
    (bytes(b) - bytes(a)) / MB / ((b.s - a.s) / 60);
  const whole = (x: Minute) => x.dbBytes;
  const outsideHistory = (x: Minute) =>
    x.dbBytes - HISTORY.reduce((sum, t) => sum + (x.tables[t] ?? 0), 0);
  const a = minutes[0]!;
  const b = minutes[third]!;
  const c = minutes[minutes.length - 1 - third]!;
  const d = minutes[minutes.length - 1]!;
  const first = rate(a, b, whole);
  const last = rate(c, d, whole);
  const firstOutsideHistory = rate(a, b, outsideHistory);
  const lastOutsideHistory = rate(c, d, outsideHistory);
  const flat = (early: number, late: number) => late <= Math.max(0.25 * early, 0.1);
  const levelled = flat(firstOutsideHistory, lastOutsideHistory);
  const verdict = flat(first, last)
    ? 'levelled off'
    : levelled
      ? 'levelled off but for the history, which retention bounds'
      : 'still growing';
  return { verdict, levelled, first, last, firstOutsideHistory, lastOutsideHistory };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function printSummary(r: any): void {
  const L = (s: string) => console.log(`  ${s}`);
  console.log('');
  console.log(
    `Scheduler bench: ${r.properties} properties every ${r.intervalSeconds} s, ${f(r.seconds, 0)} s, engine ${r.engine}, batch ${r.batchSize}, tick ${r.tickMs} ms, ${r.cores} cores, load ${f(r.loadAverage1m.start)} -> ${f(r.loadAverage1m.end)}`,
  );
  L(
    `checks done / due           ${r.checks.done} / ${r.checks.due} (${f(r.checks.ratio * 100, 2)} %), errors ${r.checks.errors}; per property min ${r.perPropertyChecks.min}, max ${r.perPropertyChecks.max}`,
  );
  L(
    `${ok(r.scheduleLagMs.p99 < 2000)}schedule lag           p50 ${f(r.scheduleLagMs.p50, 0)} ms, p99 ${f(r.scheduleLagMs.p99, 0)} ms, max ${f(r.scheduleLagMs.max, 0)} ms; worst minute p99 ${f(r.worstMinuteLagP99, 0)} ms; ${f(r.onTimeUnder2s * 100, 1)} % under 2 s`,
  );
  L(
    `${ok(r.cpuPctOfOneCore + r.postgresCpuPctOfOneCore < 50)}worker + PostgreSQL    ${f(r.cpuPctOfOneCore, 2)} + ${f(r.postgresCpuPctOfOneCore, 2)} % of one core; ${f(r.ourPlusPostgresCpuMsPerCheck * 1000, 0)} us per check (worker ${f(r.ourCpuMsPerCheck * 1000, 0)}, PostgreSQL ${f(r.postgresCpuMsPerCheck * 1000, 0)})`,
  );
  L(
    `${ok(r.pssPeakMb + r.postgresPssPeakMb < 1024)}memory peak            worker ${f(r.pssPeakMb, 0)} MB + PostgreSQL ${f(r.postgresPssPeakMb, 0)} MB (PSS: shared pages once); RSS sums ${f(r.rssPeakMb, 0)} + ${f(r.postgresRssPeakMb, 0)} MB`,
  );
  L(
    `    database growth        ${f(r.dbGrowthMbPerMinute, 2)} MB/min over the run (${f(r.dbSizeMb.before)} -> ${f(r.dbSizeMb.after)} MB); first third ${f(r.levelling.first, 2)}, last third ${f(r.levelling.last, 2)} MB/min (outside the history ${f(r.levelling.firstOutsideHistory, 2)} and ${f(r.levelling.lastOutsideHistory, 2)}): ${r.levelling.verdict}`,
  );
  L(
    `      by table (MB/min)    ${Object.entries(r.tableGrowthMbPerMinute as Record<string, number>)
      .map(([t, v]) => `${t} ${f(v, 2)}`)
      .join(', ')}`,
  );
  L(
    `${ok(r.rawBytesPerCheck <= 20)}raw history at rest    ${f(r.rawBytesPerCheck, 1)} bytes a check, indexes included (check_results_packed ${f(r.packed.bytes / MB)} MB for ${r.packed.checks} checks); unfolded check_results ${f(r.unfolded.bytes / MB)} MB for ${r.unfolded.checks}`,
  );
  L(
    `    fold                   ${r.foldRuns.map((x: { ms: number; n: number }) => `${x.n} in ${f(x.ms, 0)} ms`).join(', ') || 'none during the run'}`,
  );
  L(
    `    refreshUptime          ${f(r.refreshUptimeMs, 0)} ms after the run (all properties); the edge pass during it ${r.refreshUptimeDuringRunMs.map((x: number) => f(x, 0)).join(', ')} ms`,
  );
  L(
    `    idle loop              ${f(r.idle.cpuPct, 2)} % of one core (PostgreSQL ${f(r.idle.postgresCpuPct, 2)} %)`,
  );
  L(
    `    event-loop delay       p99 ${f(r.eventLoopDelayMs.p99, 1)} ms, max ${f(r.eventLoopDelayMs.max, 1)} ms`,
  );
  L(
    `    GC pauses              ${r.gcPauses.count} in ${f(r.gcPauses.ms, 0)} ms: ${f(r.gcPauses.usPerCheck, 1)} µs a check (worker ${f(r.ourCpuMsPerCheck * 1000, 0)}); heap flags: ${
      process.execArgv
        .concat(process.env.NODE_OPTIONS ?? '')
        .join(' ')
        .trim() || 'none'
    }`,
  );
  if (r.baselinePing.up === 0) {
    L(`baseline: every spawned ping failed (${r.baselinePing.checks} sampled): no ratio printed`);
  } else {
    L(
      `baseline: one spawned ping per check: ${f(r.baselinePing.cpuMsPerCheck * 1000, 0)} us CPU per check; ratio ${f(r.baselinePing.cpuMsPerCheck / r.ourPlusPostgresCpuMsPerCheck, 1)}x worker + PostgreSQL`,
    );
  }
  console.log(
    `  machine: ${os.cpus().length} cores, load average now ${os
      .loadavg()
      .map((x) => f(x))
      .join(' ')}`,
  );
  console.log('');
  console.log(JSON.stringify(r));
}
