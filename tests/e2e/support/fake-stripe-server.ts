// The Stripe fake as its own process for browser journeys: the API for the billing server's SDK,
// Stripe.js at /v3/ for the browser, and signed events posted to the billing server's webhook.
// FAKE_STRIPE_PORT, WEBHOOK_URL from playwright.config.ts.
import { startFakeStripe } from '../../../src/server/billing/test-support/fake-stripe.js';

const port = Number(process.env.FAKE_STRIPE_PORT);
const webhookUrl = process.env.WEBHOOK_URL;
if (!port || !webhookUrl) throw new Error('FAKE_STRIPE_PORT and WEBHOOK_URL are required');

const fake = await startFakeStripe({ port, webhookUrl, secretKey: process.env.STRIPE_SECRET_KEY });
console.log(`[fake-stripe] listening on ${fake.url}, events to ${webhookUrl}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
