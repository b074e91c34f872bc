// A PostgreSQL left running on DATA_DIR by an app that was killed (SIGKILL, the OOM killer, a
// closed terminal) would keep the next start from binding its data directory. Here the next start
// tells such a leftover from a cluster a live app is using, and stops the leftover safely.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  commandName,
  isAlive,
  isPostgresOn,
  parentOf,
  startTimeOf,
  waitForExit,
} from './postmaster-process.js';
import { StartupError } from '../startup-error.js';

const OWNER_FILE = 'owner.pid';

/** Records this process as the one that started (and will stop) the cluster under `root`. */
export function writeOwner(root: string): void {
  writeFileSync(path.join(root, OWNER_FILE), `${process.pid} ${startTimeOf(process.pid) ?? ''}\n`);
}

export function clearOwner(root: string): void {
  const file = path.join(root, OWNER_FILE);
  if (readOwner(root)?.pid === process.pid) rmSync(file, { force: true });
}

function readOwner(root: string): { pid: number; start: string } | undefined {
  try {
    const [pid, start] = readFileSync(path.join(root, OWNER_FILE), 'utf8').trim().split(' ');
    return { pid: Number(pid), start: start ?? '' };
  } catch {
    return undefined;
  }
}

/** The live process that owns the cluster, if there is one (not this process). */
export function liveOwner(root: string, postmasterPid: number): number | undefined {
  const owner = readOwner(root);
  if (owner) {
    // Pid and start time together: a reused pid is not mistaken for the owner.
    const same = isAlive(owner.pid) && startTimeOf(owner.pid) === owner.start;
    return same && owner.pid !== process.pid ? owner.pid : undefined;
  }
  // No record (a cluster started by an older version): its parent, if that is still a Node app.
  const ppid = parentOf(postmasterPid);
  if (ppid === undefined || ppid <= 1 || ppid === process.pid) return undefined;
  return commandName(ppid) === 'node' ? ppid : undefined;
}

/** pid and port of the postmaster named in postmaster.pid while it is alive and serves `pgDir`. */
export function runningPostmaster(pgDir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (isAlive(pid) && isPostgresOn(pid, pgDir)) return { pid, port: Number(lines[3]) };
  // The pid is gone or now names an unrelated program: PostgreSQL would refuse to start over
  // this lock file while that pid is alive, and no server of ours holds it.
  rmSync(pidFile, { force: true });
  return undefined;
}

/**
 * Stops a PostgreSQL left running on `pgDir` by a dead app: fast shutdown (open transactions roll
 * back, a checkpoint is written), then immediate shutdown (WAL replay at the next start) if it
 * hangs. A cluster that a live app is using is not touched: that is an error for the user.
 */
export async function stopLeftoverCluster(
  root: string,
  pgDir: string,
  log: (msg: string) => void,
): Promise<void> {
  const running = runningPostmaster(pgDir);
  if (running) {
    const owner = liveOwner(root, running.pid);
    if (owner !== undefined) {
      throw new StartupError(
        `The data directory ${root} is in use by another Property Monitor process (pid ${owner}). ` +
          'Stop that process first, or start this one with its own DATA_DIR.',
      );
    }
    log(`stopping PostgreSQL (pid ${running.pid}) left running on ${pgDir} by an earlier run`);
    await stopProcess(running.pid, pgDir);
  }
  // Backends outlive a postmaster that was itself killed and keep its shared memory in use.
  for (const pid of strayBackends(pgDir)) await stopProcess(pid, pgDir);
}

async function stopProcess(pid: number, pgDir: string): Promise<void> {
  for (const [signal, ms] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // already gone
    }
    if (await waitForExit(pid, ms)) return;
  }
  throw new StartupError(
    `PostgreSQL (pid ${pid}) left running on ${pgDir} does not stop. ` +
      `Stop it (kill -9 ${pid}) and start again.`,
  );
}

function strayBackends(pgDir: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((e) => /^\d+$/.test(e))
    .map(Number)
    .filter((pid) => pid !== process.pid && isAlive(pid) && isPostgresOn(pid, pgDir));
}
