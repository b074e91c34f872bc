// Content-Security-Policy sources Stripe.js needs: its script, its API, its frames. With a
// configured STRIPE_JS_URL (a loopback fake in tests) that origin serves all three.
import type { BillingConfig } from '../../config.js';

export function stripeCspSources(billing: BillingConfig | undefined) {
  if (!billing) return { script: [], connect: [], frame: [] };
  const origin = new URL(billing.jsUrl).origin;
  const isStripe = origin === 'https://js.stripe.com';
  return {
    script: [origin],
    connect: isStripe ? ['https://api.stripe.com', 'https://m.stripe.network'] : [origin],
    frame: isStripe ? [origin, 'https://hooks.stripe.com'] : [origin],
  };
}
