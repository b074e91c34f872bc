// `npm run billing:setup`: one monthly USD price per plan, found by lookup key. Running it again
// changes nothing; a plan whose price changed gets a new price that takes over the lookup key.
import type Stripe from 'stripe';
import { PLAN_IDS, PLANS, type PlanId } from '../../contracts/plans.js';
import { lookupKeyOf } from './plan-prices.js';

export type SetupResult = { plan: PlanId; priceId: string; created: boolean };

function matches(price: Stripe.Price, plan: PlanId): boolean {
  return (
    price.unit_amount === PLANS[plan].priceCents &&
    price.currency === 'usd' &&
    price.recurring?.interval === 'month' &&
    price.recurring.interval_count === 1
  );
}

export async function setupPrices(stripe: Stripe): Promise<SetupResult[]> {
  const existing = await stripe.prices.list({
    lookup_keys: PLAN_IDS.map(lookupKeyOf),
    active: true,
    limit: PLAN_IDS.length,
  });
  const results: SetupResult[] = [];
  for (const plan of PLAN_IDS) {
    const key = lookupKeyOf(plan);
    const found = existing.data.find((p) => p.lookup_key === key);
    if (found && matches(found, plan)) {
      results.push({ plan, priceId: found.id, created: false });
      continue;
    }
    const { name, priceCents } = PLANS[plan];
    const price = await stripe.prices.create(
      {
        currency: 'usd',
        unit_amount: priceCents,
        recurring: { interval: 'month' },
        lookup_key: key,
        transfer_lookup_key: true,
        product_data: { name: `Property Monitor ${name}`, metadata: { plan } },
        metadata: { plan },
      },
      // two runs at once create one price, not two
      { idempotencyKey: `setup-${key}-${priceCents}` },
    );
    results.push({ plan, priceId: price.id, created: true });
  }
  return results;
}
