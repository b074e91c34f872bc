// Browser journeys against the built app (`npm run build`), served by the real server on loopback.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium-flags.js';
import { loopbackAppEnv } from './scripts/loopback-app-env.js';
import { TWILIO_TEST } from './src/server/notify/test-support/fake-twilio.js';
import { SMTP_PORT, TWILIO_PORT } from './tests/e2e/support/providers.js';

// E2E_PORT lets two checkouts run their journeys side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://127.0.0.1:${PORT}`;

// One fresh data directory per run. The runner loads this file first and its workers inherit
// the variable, so tests (e.g. the create-user CLI) reach the same database as the server.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'pm-e2e-')));
// The server mails through SMTP on this loopback port; journeys that read mail listen there with
// a real SMTP server. Elsewhere nothing listens and mail waits in the outbox. The billing server
// mails to a port of its own, so its journeys' sink never competes with the main server's.
process.env.E2E_SMTP_PORT ??= String(SMTP_PORT);
process.env.E2E_BILLING_SMTP_PORT ??= String(SMTP_PORT + 2);

// Billing journeys run against a second server with Stripe configured (a loopback fake serving
// the API, Stripe.js and webhooks), so the other journeys keep DEFAULT_PLAN without a trial.
// Far from the E2E ports of neighbouring checkouts (E2E_PORT values sit close together).
const BILLING_PORT = Number(process.env.E2E_BILLING_PORT ?? PORT + 100);
const FAKE_STRIPE_PORT = Number(process.env.E2E_FAKE_STRIPE_PORT ?? PORT + 200);
const billingURL = `http://127.0.0.1:${BILLING_PORT}`;
const billingDataDir = (process.env.E2E_BILLING_DATA_DIR ??= mkdtempSync(
  path.join(tmpdir(), 'pm-e2e-billing-'),
));
const fakeStripe = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake',
  STRIPE_API_URL: fakeStripe,
  STRIPE_JS_URL: `${fakeStripe}/v3/`,
};
process.env.E2E_BILLING_URL = billingURL;

// Journeys run two at a time (README "Tests"): each signs up accounts and workspaces of its own.
// Those that share something mutable run one at a time, in the `shared` project: the owner's
// workspace (OWNER_STATE, members added to it, its settings), the one SMTP port a mail sink listens
// on, the one fake Twilio port.
const SHARED =
  /\/(a11y|a11y-team|password|settings|sidebar|status-subscribers|support-chat|team|team-errors|verification)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
      name: 'shared',
      // first: its journeys run one after another, the longest chain of the run; the other worker
      // takes the chromium journeys meanwhile
      dependencies: ['setup'],
      testMatch: SHARED,
      workers: 1,
      use: { ...devices['Desktop Chrome'], ...chromium() },
    },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: [/.*\.setup\.ts/, /billing\.spec\.ts/, /programmes\.spec\.ts/, SHARED],
      use: { ...devices['Desktop Chrome'], ...chromium() },
    },
    {
      name: 'billing',
      // the beta and affiliate journey pays through the fake Stripe too; both journeys read the
      // billing server's installation (its first account is its owner), so one at a time
      testMatch: /(billing|programmes)\.spec\.ts/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], ...chromium(), baseURL: billingURL },
    },
  ],
  webServer: [
    appServer('node tests/e2e/start-server.mjs', PORT, dataDir, {
      TWILIO_ACCOUNT_SID: TWILIO_TEST.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO_TEST.authToken,
      TWILIO_FROM: TWILIO_TEST.from,
      TWILIO_BASE_URL: `http://127.0.0.1:${TWILIO_PORT}`,
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
      CHAT_MESSAGES_PER_HOUR: '1000',
    }),
    {
      command: 'node_modules/.bin/tsx tests/e2e/support/fake-stripe-server.ts',
      url: `${fakeStripe}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
        WEBHOOK_URL: `${billingURL}/api/stripe/webhook`,
        STRIPE_SECRET_KEY: stripeEnv.STRIPE_SECRET_KEY,
      },
    },
    appServer('node tests/e2e/start-billing-server.mjs', BILLING_PORT, billingDataDir, {
      ...stripeEnv,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_BILLING_SMTP_PORT}`,
    }),
  ],
});

/**
 * The built app as one of the run's web servers: on loopback with a data directory of its own,
 * ready when /api/health answers, given time to stop its embedded PostgreSQL on SIGTERM.
 */
function appServer(command: string, port: number, dir: string, env: Record<string, string>) {
  return {
    command,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      ...loopbackAppEnv(port, dir),
      // journeys sign in and up more often than a person would
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // ... and each hash at OWASP's 2^17 costs 0.65 s of a core: minutes of a run (Vitest proves the default)
      PASSWORD_HASH_FOR_TESTS: 'true',
      PASSWORD_HASH_COST: '12',
      // mail goes to the run's SMTP port (the programmes journey reads its beta link there)
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Property Monitor <alerts@monitor.test>',
      SUPPORT_EMAIL: 'support@example.com',
      ...env,
    },
  } as const;
}

function chromium() {
  return {
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  };
}
