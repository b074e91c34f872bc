// Reads what /proc says about a process: alive, its parent, its start time, its command line.
// Used to tell a PostgreSQL left behind by a killed app from one a live app is using.
import { readFileSync, readlinkSync } from 'node:fs';

/** Fields of /proc/<pid>/stat after the command name (which may contain spaces). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** True while the process exists and is not a zombie waiting to be reaped. */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const fields = statFields(pid);
  return fields === undefined ? true : fields[0] !== 'Z' && fields[0] !== 'X';
}

export function parentOf(pid: number): number | undefined {
  const ppid = Number(statFields(pid)?.[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}

/** Clock ticks since boot at which the process started: with the pid, it names one process. */
export function startTimeOf(pid: number): string | undefined {
  return statFields(pid)?.[19];
}

function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** Whether `pid` is a PostgreSQL process (postmaster or backend) of the data directory `pgDir`. */
export function isPostgresOn(pid: number, pgDir: string): boolean {
  try {
    // Backends rename their command line, never their command name.
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
  } catch {
    return false;
  }
  const args = commandLine(pid);
  const d = args.indexOf('-D');
  if (d >= 0 && args[d + 1] === pgDir) return true;
  try {
    // The postmaster and its backends work inside their data directory.
    return readlinkSync(`/proc/${pid}/cwd`) === pgDir;
  } catch {
    return false;
  }
}

/** Waits until the process has gone, up to `ms`; true when it did. */
export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}
