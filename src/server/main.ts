// Entry point: web, worker, or both (default) in one process; PROCESS_ROLE picks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { startDatabase } from './start-database.js';
import { describeStartupError } from './startup-error.js';
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

/** Stops what has started so far, newest first (web, worker, then the database). */
const stops: Array<() => Promise<void>> = [];
let config: Config | undefined;

async function main(): Promise<void> {
  config = loadConfig(undefined, version);
  const log = (msg: string) => console.log(`[monitor] ${msg}`);
  const { hosted, policyNote } = config.monitor;
  log(`target policy: ${hosted ? 'hosted' : 'private targets allowed'} (${policyNote})`);
  const { database, stop: stopDatabase } = await startDatabase(
    config,
    log,
    (message) => void exitAfterFault(message),
  );
  stops.push(stopDatabase);
  const ctx = { config, database };

  let engine: string | null = null;
  if (config.processRole !== 'web') {
    const worker = await startWorker(ctx, log);
    engine = worker.engine;
    stops.unshift(worker.stop);
  }
  if (config.processRole !== 'worker') {
    const role = config.processRole;
    const app = await buildApp(ctx, {
      webDir: path.join(root, 'dist', 'web'),
      prerenderDir: path.join(root, 'dist', 'prerendered'),
      healthExtras: () => ({ role, engine }),
    });
    stops.unshift(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    log(`serving on http://${config.host}:${config.port}`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await stopAll((e) => log(`stop failed: ${String(e)}`));
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function stopAll(onError: (e: unknown) => void): Promise<void> {
  for (const stop of stops.splice(0)) await stop().catch(onError);
}

let exiting = false;
/** Something the app cannot carry on without: stop what runs (bounded) and exit non-zero. */
async function exitAfterFault(message: string): Promise<void> {
  console.error(`[monitor] ${message}`);
  if (exiting) return;
  exiting = true;
  setTimeout(() => process.exit(1), 10_000).unref();
  await stopAll(() => {});
  process.exit(1);
}

// The last resort, not the mechanism: every loop and request handles its own failures (a database
// that went away answers 503 and pauses the loops). A rejection nobody handled is a bug; it is
// reported and the process exits non-zero so a supervisor restarts it, rather than running on
// in a state nobody planned for.
process.on('unhandledRejection', (reason) => {
  const text = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
  void exitAfterFault(`unhandled promise rejection (a bug: please report it): ${text}`);
});

main().catch(async (err: unknown) => {
  console.error(
    describeStartupError(err, {
      host: config?.host,
      port: config?.port,
      databaseUrl: config?.databaseUrl,
    }),
  );
  // The database we started must not be left running because the web port was taken.
  await stopAll(() => {});
  process.exit(1);
});
