// Reads what /proc says about a process: alive, its parent, its start time, its command line.
// Used to tell a PostgreSQL left behind by a killed app from one a live app is using. macOS has
// no /proc: there `ps` answers the same questions (decision 022), one process at a time.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

export type ProcessSource = 'proc' | 'ps';
const SOURCE: ProcessSource = existsSync('/proc/self/stat') ? 'proc' : 'ps';

/** One field of `ps -o <field>=` for `pid`; undefined when the process does not exist. */
function ps(pid: number, field: string): string | undefined {
  try {
    const out = execFileSync('ps', ['-o', `${field}=`, '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}

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
export function isAlive(pid: number, source: ProcessSource = SOURCE): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = source === 'proc' ? statFields(pid)?.[0] : ps(pid, 'stat');
  return state === undefined ? true : !/^[ZX]/.test(state);
}

export function parentOf(pid: number, source: ProcessSource = SOURCE): number | undefined {
  const ppid = Number(source === 'proc' ? statFields(pid)?.[1] : ps(pid, 'ppid'));
  return Number.isInteger(ppid) ? ppid : undefined;
}

/**
 * When the process started (clock ticks since boot, or ps' start date without spaces): with the
 * pid, it names one process.
 */
export function startTimeOf(pid: number, source: ProcessSource = SOURCE): string | undefined {
  if (source === 'proc') return statFields(pid)?.[19];
  return ps(pid, 'lstart')?.replace(/\s+/g, '_');
}

function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** The process' command name (`node`, `postgres`), undefined when it does not exist. */
export function commandName(pid: number, source: ProcessSource = SOURCE): string | undefined {
  if (source === 'ps') {
    const comm = ps(pid, 'comm');
    return comm === undefined ? undefined : path.basename(comm);
  }
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Whether `pid` is a PostgreSQL process (postmaster or backend) of the data directory `pgDir`. */
export function isPostgresOn(pid: number, pgDir: string, source: ProcessSource = SOURCE): boolean {
  if (source === 'ps') {
    // ps gives the command line joined by spaces; ours is the postmaster started with `-D pgDir`
    return (
      commandName(pid, source) === 'postgres' &&
      ` ${ps(pid, 'args') ?? ''} `.includes(` -D ${pgDir} `)
    );
  }
  // Backends rename their command line, never their command name.
  if (commandName(pid, source) !== 'postgres') return false;
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
