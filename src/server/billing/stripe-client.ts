// The Stripe SDK for this installation (one client per configuration), and Stripe's failures
// mapped to our error type: a payment provider that does not answer is a 503, never a 500.
import Stripe from 'stripe';
import { BILLING_MSG } from '../../contracts/billing.js';
import type { BillingConfig, Config } from '../config.js';
import { AppError } from '../lib/errors.js';

export type StripeClient = Stripe;

const clients = new WeakMap<BillingConfig, Stripe>();

export function stripeFor(billing: BillingConfig): Stripe {
  let client = clients.get(billing);
  if (!client) {
    client = new Stripe(billing.secretKey, {
      ...(billing.api ?? {}),
      // a loopback fake answers at once; Stripe itself deserves the SDK's retries
      maxNetworkRetries: billing.api ? 0 : 2,
      telemetry: false,
      timeout: 20_000,
    });
    clients.set(billing, client);
  }
  return client;
}

/** The configured billing, or the specification's "not configured" answer (503). */
export function requireBilling(config: Config): { billing: BillingConfig; stripe: Stripe } {
  if (!config.billing) throw new AppError('unavailable', BILLING_MSG.notConfigured);
  return { billing: config.billing, stripe: stripeFor(config.billing) };
}

/**
 * Runs a Stripe call. A card decline or an invalid request keeps Stripe's own message (a 400 the
 * person can act on); anything else (network, authentication, Stripe down) is a 503.
 */
export async function callStripe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof Stripe.errors.StripeCardError) {
      throw new AppError('validation', err.message);
    }
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 400) {
      throw new AppError('validation', err.message);
    }
    throw new AppError('unavailable', BILLING_MSG.providerUnavailable, { cause: err });
  }
}

/** The id of an expandable field. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}
