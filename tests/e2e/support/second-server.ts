// A second app server for journeys that need other settings than the suite's server (e.g. an
// LLM endpoint): the built app on a free loopback port with its own data directory, stopped
// (and its embedded PostgreSQL with it) by SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loopbackAppEnv } from '../../../scripts/loopback-app-env.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export type SecondServer = { baseURL: string; stop(): Promise<void> };

export async function startSecondServer(env: Record<string, string>): Promise<SecondServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-e2e-second-'));
  chmodSync(dataDir, 0o755);
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...loopbackAppEnv(port, dataDir),
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`second server exited:\n${output}`);
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`second server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
