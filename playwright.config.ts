// Browser journeys against the built app (`npm run build`), served by the real server on loopback.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts run their journeys side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://127.0.0.1:${PORT}`;

// One fresh data directory per run. The runner loads this file first and its workers inherit
// the variable, so tests (e.g. the create-user CLI) reach the same database as the server.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'pm-e2e-')));
// The server mails through SMTP on this loopback port; journeys that read mail (team.spec.ts)
// listen there with a real SMTP server. Elsewhere nothing listens and mail waits in the outbox.
const smtpPort = Number((process.env.E2E_SMTP_PORT ??= String(PORT + 1000)));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'setup',
      testMatch: /.*\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], ...chromium() },
    },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: /.*\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], ...chromium() },
    },
  ],
  webServer: {
    command: 'node tests/e2e/start-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MONITOR_ALLOW: '127.0.0.0/8',
      LOG_LEVEL: 'warn',
      // journeys sign in and up more often than a person would
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
  },
});

function chromium() {
  return {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  };
}
