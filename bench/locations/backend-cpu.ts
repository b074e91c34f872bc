// PostgreSQL's CPU split by who it served: each backend's /proc CPU, credited to the application
// name of its client (bench-web: the central web process with the agents' endpoints; bench-worker:
// the primary's own checks). Sampled every second; a backend first seen after the start counts
// from zero, one present at the start from its CPU then. The postmaster and background processes
// (checkpointer, WAL writer, autovacuum) serve everyone and are reported apart.
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { CLK_TCK_MS, postgresCpuMs } from './proc-cpu.js';

export function createBackendCpu(pool: pg.Pool, postmaster: number) {
  const start = new Map<number, number>();
  const last = new Map<number, { app: string; ms: number }>();
  let pg0 = 0;
  const cpuOf = (pid: number) => {
    try {
      const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      return (Number(f[11]) + Number(f[12])) * CLK_TCK_MS;
    } catch {
      return undefined;
    }
  };
  const sample = async (initial = false) => {
    const { rows } = await pool.query<{ pid: number; app: string }>(
      `SELECT pid, application_name AS app FROM pg_stat_activity WHERE application_name LIKE 'bench-%'`,
    );
    for (const r of rows) {
      const ms = cpuOf(r.pid);
      if (ms === undefined) continue;
      if (initial) start.set(r.pid, ms);
      else if (!start.has(r.pid) && !last.has(r.pid)) start.set(r.pid, 0);
      last.set(r.pid, { app: r.app, ms });
    }
  };
  return {
    begin: async () => {
      pg0 = postgresCpuMs(postmaster);
      await sample(true);
    },
    sample: () => sample(),
    /** CPU ms per application name since begin, and PostgreSQL's total in the same time */
    totals: () => {
      const byApp: Record<string, number> = {};
      for (const [pid, { app, ms }] of last) {
        byApp[app] = (byApp[app] ?? 0) + ms - (start.get(pid) ?? 0);
      }
      return { byApp, postgresTotal: postgresCpuMs(postmaster) - pg0 };
    },
  };
}
