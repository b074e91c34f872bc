// Entry point: web, worker, or both (default) in one process; PROCESS_ROLE picks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { startDatabase } from './start-database.js';
import { startWorker } from './worker.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = findRoot(here);
const version = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
).version;

function findRoot(dir: string): string {
  let d = dir;
  for (let i = 0; i < 5; i++, d = path.dirname(d)) {
    try {
      readFileSync(path.join(d, 'package.json'));
      return d;
    } catch {
      /* keep looking upward */
    }
  }
  return process.cwd();
}

async function main(): Promise<void> {
  const config = loadConfig(undefined, version);
  const log = (msg: string) => console.log(`[monitor] ${msg}`);
  const { database, stop: stopDatabase } = await startDatabase(config, log);
  const ctx = { config, database };
  const stops: Array<() => Promise<void>> = [];

  let engine: string | null = null;
  if (config.processRole !== 'web') {
    const worker = await startWorker(ctx, log);
    engine = worker.engine;
    stops.push(worker.stop);
  }
  if (config.processRole !== 'worker') {
    const app = await buildApp(ctx, {
      webDir: path.join(root, 'dist', 'web'),
      healthExtras: () => ({ role: config.processRole, engine }),
    });
    await app.listen({ port: config.port, host: config.host });
    log(`serving on http://${config.host}:${config.port}`);
    stops.unshift(() => app.close());
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    for (const stop of stops) await stop().catch((e: unknown) => log(`stop failed: ${String(e)}`));
    await stopDatabase();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
