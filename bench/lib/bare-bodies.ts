// The baseline server of bench:api and bench:status (bench/lib/bare-server.ts): what it serves
// (per URL, the body the app answered and its type) and how a benchmark starts it.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export type BareBodies = Record<string, { type: string; body: string }>;

/** The app's answer as the baseline serves it: its text (decoded) and its content type. */
export async function bareBody(res: Response): Promise<{ type: string; body: string }> {
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  return { type, body: await res.text() };
}

/**
 * Starts the baseline on 127.0.0.1:`port` serving `bodies` (written to `dir`), in node itself
 * (tsx as a loader, not its CLI, which would run the server in a child: `pid` is the server's);
 * `preload`: modules imported first (a sampler), `env`: added to ours.
 */
export async function startBareServer(
  bodies: BareBodies,
  dir: string,
  port: number,
  opts: { preload?: string[]; env?: Record<string, string> } = {},
) {
  const file = path.join(dir, 'bare-bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  const imports = ['tsx', ...(opts.preload ?? [])].flatMap((m) => ['--import', m]);
  const child = spawn(
    process.execPath,
    [...imports, 'bench/lib/bare-server.ts', String(port), file],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...opts.env } },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}
