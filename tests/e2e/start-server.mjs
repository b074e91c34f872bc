// Starts the built server for the e2e run on a data directory of its own (DATA_DIR, made by
// playwright.config.ts), and removes that directory when the server has stopped.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = process.env.DATA_DIR || mkdtempSync(path.join(tmpdir(), 'pm-e2e-'));
mkdirSync(dataDir, { recursive: true });
// The embedded PostgreSQL runs as the `postgres` user when we are root: it must reach the dir.
chmodSync(dataDir, 0o755);

const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

// Playwright signals the whole process group; forward only if the server did not get it.
let forwarded = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }, 1000).unref();
  });
}

child.on('exit', (code, signal) => {
  if (dataDir.startsWith(tmpdir())) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
