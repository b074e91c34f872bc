// npm run billing:setup — creates the plans' monthly prices in Stripe, found by lookup key.
// Safe to run again: existing prices are kept; a changed plan price gets a new Stripe price.
import { loadConfig } from '../config.js';
import { setupPrices } from '../billing/setup-prices.js';
import { stripeFor } from '../billing/stripe-client.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.billing) {
    throw new Error(
      'Billing is not configured: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  for (const r of await setupPrices(stripeFor(config.billing))) {
    console.log(`${r.plan}: ${r.priceId} (${r.created ? 'created' : 'already there'})`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
