// CPU of a process and of PostgreSQL from /proc (the scheduler bench's measure, re-exported with
// the tick length the backend split needs).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
export { postgresCpuMs } from '../scheduler/measure.js';

export const CLK_TCK_MS =
  1000 / (Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100);

/** A live process's own CPU (user + system), ms; NaN once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * CLK_TCK_MS;
  } catch {
    return NaN;
  }
}
