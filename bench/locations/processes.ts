// The processes of the locations bench, each with its own PostgreSQL application name so the
// backends serving it can be told apart: the central web process (agents' endpoints), the
// primary worker, and the agents (`npm run agent` equivalents: dist/server/agent.js).
import { spawn, type ChildProcess } from 'node:child_process';
import { loopbackAppEnv } from '../../scripts/loopback-app-env.js';

export type Proc = { name: string; pid: number; stop(): Promise<void>; child: ChildProcess };

function start(name: string, script: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { name, pid: child.pid!, stop, child };
}

/** The central server's web role alone; waits for /api/health. */
export async function startWeb(dataDir: string, port: number, databaseUrl: string) {
  const proc = start('web', 'dist/server/main.js', {
    ...loopbackAppEnv(port, dataDir),
    PROCESS_ROLE: 'web',
    DATABASE_URL: databaseUrl,
    PGAPPNAME: 'bench-web',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`web exited with ${proc.child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { ...proc, base };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('web did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The primary location: the install's own worker (PROCESS_ROLE=worker). */
export const startWorker = (dataDir: string, databaseUrl: string) =>
  start('primary', 'dist/server/main.js', {
    ...loopbackAppEnv(0, dataDir),
    PROCESS_ROLE: 'worker',
    DATABASE_URL: databaseUrl,
    PGAPPNAME: 'bench-worker',
  });

/** An agent on this machine, talking to `url` (the byte-counting relay in front of the web). */
export const startAgent = (name: string, url: string, token: string) =>
  start(name, 'dist/server/agent.js', {
    PROCESS_ROLE: 'agent',
    AGENT_URL: url,
    AGENT_TOKEN: token,
    AGENT_NAME: name,
    // the network rule: loopback targets only, whatever the server sends
    MONITOR_ALLOW: '127.0.0.0/8',
    LOG_LEVEL: 'warn',
  });
