// What the host must provide for the embedded PostgreSQL: reachable directories, the `postgres`
// system user (when we are root) and a free loopback port.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A free loopback TCP port, asked of the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** The port remembered from the last run (postmaster.opts), unless another program took it. */
export async function choosePort(pgDir: string, log: (msg: string) => void): Promise<number> {
  const remembered = portFromOpts(path.join(pgDir, 'postmaster.opts'));
  if (remembered !== undefined && (await isPortFree(remembered))) return remembered;
  const port = await freePort();
  if (remembered !== undefined) log(`port ${remembered} is taken; PostgreSQL now uses ${port}`);
  return port;
}

function portFromOpts(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const m = /"-p"\s+"(\d+)"/.exec(readFileSync(file, 'utf8'));
  return m ? Number(m[1]) : undefined;
}

/** uid and gid of the system user PostgreSQL runs as when we are root (it refuses root). */
export function postgresUser(name = 'postgres'): { uid: number; gid: number } {
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Started as root, PostgreSQL runs as the `postgres` user, which must be able to walk to its
 * binaries and data. A checkout under a private home (/root is 0700) would stop it with a bare
 * EACCES; grant search (x, not read) on exactly the directories in the way.
 */
export function ensureTraversable(targets: string[], log?: (m: string) => void): void {
  for (const target of targets) {
    let dir = path.dirname(target);
    while (dir !== path.dirname(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) {
        chmodSync(dir, mode | 0o001);
        log?.(
          `granted search permission on ${dir} so PostgreSQL (user postgres) can reach ${target}`,
        );
      }
      dir = path.dirname(dir);
    }
  }
}

/** sun_path holds 108 bytes with its terminator; keep a margin. */
const SOCKET_PATH_MAX = 100;

/**
 * The directory our server is asked to put its Unix socket in: its own data directory (nobody
 * else's socket, no /tmp clutter), when the socket's path fits and the directory needs no quoting
 * in the setting. Undefined: PostgreSQL's default applies.
 */
export function socketDirFor(pgDir: string, port: number): string | undefined {
  const fits = path.join(pgDir, `.s.PGSQL.${port}`).length <= SOCKET_PATH_MAX;
  return fits && !/["\\]/.test(pgDir) ? pgDir : undefined;
}

/**
 * The Unix-socket directory a running server of `pgDir` serves on `port` (postmaster.pid's fifth
 * line), if its socket is there: the app then talks to PostgreSQL without loopback TCP, measured
 * about 30 % more round trips per second (docs/decisions/016-api-throughput.md).
 */
export function servedSocketDir(pgDir: string, port: number): string | undefined {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const dir = readFileSync(pidFile, 'utf8').split('\n')[4]?.trim();
  return dir && existsSync(path.join(dir, `.s.PGSQL.${port}`)) ? dir : undefined;
}
