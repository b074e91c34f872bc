// Plans as Stripe prices, found by lookup key (created by `npm run billing:setup`, never here).
import type Stripe from 'stripe';
import { PLAN_IDS, type PlanId } from '../../contracts/plans.js';
import { AppError } from '../lib/errors.js';

export const lookupKeyOf = (plan: PlanId) => `property_monitor_${plan}_monthly`;

const byLookupKey = new Map<string, PlanId>(PLAN_IDS.map((p) => [lookupKeyOf(p), p]));

/** The plan a Stripe price stands for (its lookup key, else its metadata), or null. */
export function planOfPrice(price: Pick<Stripe.Price, 'lookup_key' | 'metadata'>): PlanId | null {
  const fromKey = price.lookup_key ? byLookupKey.get(price.lookup_key) : undefined;
  if (fromKey) return fromKey;
  const fromMeta = price.metadata?.plan;
  return PLAN_IDS.includes(fromMeta as PlanId) ? (fromMeta as PlanId) : null;
}

/** Price ids change only when billing:setup runs, so they are remembered for a few minutes. */
const CACHE_MS = 5 * 60_000;
const cache = new WeakMap<Stripe, { at: number; ids: Map<PlanId, string> }>();

export async function priceIdFor(stripe: Stripe, plan: PlanId): Promise<string> {
  let entry = cache.get(stripe);
  if (!entry || Date.now() - entry.at > CACHE_MS || !entry.ids.has(plan)) {
    const prices = await stripe.prices.list({
      lookup_keys: PLAN_IDS.map(lookupKeyOf),
      active: true,
      limit: PLAN_IDS.length,
    });
    const ids = new Map<PlanId, string>();
    for (const price of prices.data) {
      const p = planOfPrice(price);
      if (p) ids.set(p, price.id);
    }
    entry = { at: Date.now(), ids };
    cache.set(stripe, entry);
  }
  const id = entry.ids.get(plan);
  if (!id) {
    throw new AppError(
      'unavailable',
      'Billing prices are not set up yet. Please contact support.',
      {
        cause: new Error(
          `no active Stripe price with lookup key ${lookupKeyOf(plan)}: run npm run billing:setup`,
        ),
      },
    );
  }
  return id;
}
