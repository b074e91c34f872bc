// The billing journeys' server: waits for the Stripe fake, creates the plans' prices with the real
// `billing:setup` command, then starts the built server like start-server.mjs (own DATA_DIR).
import { execFileSync } from 'node:child_process';

const fake = process.env.STRIPE_API_URL;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${fake}/health`)).ok) break;
  } catch {
    /* not listening yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}
execFileSync('node_modules/.bin/tsx', ['src/server/cli/billing-setup.ts'], {
  stdio: 'inherit',
  env: process.env,
  timeout: 60_000,
});
await import('./start-server.mjs');
