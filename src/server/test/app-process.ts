// Runs the real entry point (src/server/main.ts through tsx) as a child process on its own
// DATA_DIR and port, for tests that kill and restart the app as a user or the kernel would.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type AppProcess = {
  child: ChildProcess;
  base: string;
  /** everything it printed so far (stdout and stderr) */
  output: () => string;
  exited: Promise<number | null>;
};

export function spawnApp(env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    // A clean environment: nothing of the test run's (DATABASE_URL, say) leaks into the app.
    env: {
      PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      HOME: os.homedir(),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MONITOR_ALLOW: '127.0.0.0/8',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { child, base: `http://127.0.0.1:${env.PORT}`, output: () => out, exited };
}

/** Waits until GET /api/health answers 200; fails with the app's output if it exits first. */
export async function waitHealthy(app: AppProcess, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  let gone = false;
  void app.exited.then(() => (gone = true));
  while (Date.now() < until) {
    if (gone) throw new Error(`the app exited while starting:\n${app.output()}`);
    const ok = await fetch(`${app.base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the app did not answer /api/health within ${ms} ms:\n${app.output()}`);
}
