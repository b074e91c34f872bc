// Runs the bundled PostgreSQL server as a child that does not outlive us. A postmaster survives
// its parent's SIGKILL (it is re-parented to init), so we ask the kernel to send it SIGINT (fast
// shutdown) when we die: setpriv --pdeathsig, measured to stop it within about a second. Where
// setpriv is missing a small shell watchdog polls our pid each second and does the same.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { StartupError } from '../startup-error.js';

export type ParentWatch = 'auto' | 'pdeathsig' | 'watchdog';

export type PostgresServer = { pid: number; stop: () => Promise<void> };

const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));
const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;

export async function spawnPostgres(opts: {
  binary: string;
  pgDir: string;
  port: number;
  flags: string[];
  /** the unprivileged user to run as when we are root */
  runAs?: { uid: number; gid: number };
  watch?: ParentWatch;
  log: (msg: string) => void;
  /** it died without being asked to (SIGKILL from the OOM killer, a crash): how */
  onUnexpectedExit?: (how: string) => void;
}): Promise<PostgresServer> {
  const watch =
    opts.watch === 'auto' || !opts.watch ? (SETPRIV ? 'pdeathsig' : 'watchdog') : opts.watch;
  const args = ['-D', opts.pgDir, '-p', String(opts.port), ...opts.flags];
  const [cmd, argv] =
    watch === 'pdeathsig'
      ? [SETPRIV ?? 'setpriv', ['--pdeathsig', 'INT', '--', opts.binary, ...args]]
      : [opts.binary, args];
  const child = spawn(cmd, argv, {
    ...opts.runAs,
    // English messages: readiness and failures are recognised by their text.
    env: { LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const tail: string[] = [];
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await waitReady(child, exited, tail, opts);
  const watchdog = watch === 'watchdog' ? startWatchdog(child.pid!) : undefined;
  let stopped = false;
  void exited.then(({ code, signal }) => {
    watchdog?.kill();
    if (stopped) return;
    const how = signal ?? `exit code ${code}`;
    opts.log(`PostgreSQL stopped unexpectedly (${how})`);
    opts.onUnexpectedExit?.(how);
  });
  return {
    pid: child.pid!,
    stop: async () => {
      if (stopped || child.exitCode !== null || child.signalCode !== null) return;
      stopped = true;
      watchdog?.kill();
      child.kill('SIGINT');
      const hung = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await exited;
      clearTimeout(hung);
    },
  };
}

async function waitReady(
  child: ChildProcess,
  exited: Promise<{ code: number | null; signal: string | null }>,
  tail: string[],
  opts: { pgDir: string; port: number; log: (msg: string) => void },
): Promise<void> {
  let onReady = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  let buffered = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      opts.log(line);
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (line.includes(READY)) onReady();
    }
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), START_TIMEOUT_MS);
  });
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  const outcome = await Promise.race([ready, exited, timeout, spawnError]);
  clearTimeout(timer);
  if (outcome === undefined) return;
  if (outcome === 'timeout') {
    child.kill('SIGQUIT');
    throw new StartupError(
      `PostgreSQL did not become ready on ${opts.pgDir} within ${START_TIMEOUT_MS / 1000} s. Its last message: ${lastMessage(tail) ?? 'none'}.`,
    );
  }
  if (outcome instanceof Error) {
    throw new StartupError(
      `PostgreSQL could not be run (${outcome.message}): reinstall with npm install.`,
    );
  }
  throw new StartupError(failureMessage(opts.pgDir, opts.port, outcome, tail));
}

/** Detached so it outlives us; it only waits for our pid to go, then stops the server. */
function startWatchdog(postgresPid: number): ChildProcess {
  const dog = spawn(
    'sh',
    [
      '-c',
      'while kill -0 "$1" 2>/dev/null; do sleep 1; done; kill -INT "$2" 2>/dev/null',
      'pm-postgres-watchdog',
      String(process.pid),
      String(postgresPid),
    ],
    { detached: true, stdio: 'ignore' },
  );
  dog.unref();
  return dog;
}

function lastMessage(tail: string[]): string | undefined {
  const fatal = [...tail].reverse().find((l) => /\b(FATAL|PANIC|ERROR):/.test(l));
  return (fatal ?? tail.at(-1))?.replace(/^.*?\b(FATAL|PANIC|ERROR|LOG):\s+/, '').trim();
}

/** One sentence from PostgreSQL's own last words, with what to do about the common causes. */
export function failureMessage(
  pgDir: string,
  port: number,
  exit: { code: number | null; signal: string | null },
  tail: string[],
): string {
  const text = tail.join('\n');
  const said = lastMessage(tail);
  const hint = tail.find((l) => l.includes('HINT:'))?.replace(/^.*HINT:\s+/, '');
  if (/Address already in use/.test(text)) {
    return `PostgreSQL could not listen on 127.0.0.1:${port}: another program uses that port. Stop it and start again.`;
  }
  if (/lock file .* already exists/.test(text)) {
    return `Another PostgreSQL server is running on ${pgDir}${hint ? ` (${hint})` : ''}. Stop it and start again.`;
  }
  if (/pre-existing shared memory block/.test(text)) {
    return `Old PostgreSQL processes of ${pgDir} are still running. Stop every postgres process whose data directory is ${pgDir}, then start again.`;
  }
  if (/wrong ownership|invalid permissions|Permission denied/.test(text)) {
    return `PostgreSQL may not use ${pgDir}: ${said}. Give that directory back to the user PostgreSQL runs as (mode 0700), or point DATA_DIR elsewhere.`;
  }
  if (/incompatible with server/.test(text)) {
    return `${pgDir} was made by another PostgreSQL version: ${said}. Point DATA_DIR at a new directory, or migrate the data with pg_dump.`;
  }
  const how = exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
  return `PostgreSQL did not start on ${pgDir} (${how}): ${said ?? 'it printed nothing'}${hint ? ` ${hint}` : ''}.`;
}
