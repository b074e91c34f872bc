// A verified webhook event, handled once per id. The event is only a hint of what changed: the
// subscription or invoice it names is re-read from Stripe, so duplicates and out-of-order
// deliveries end in the same state. A failure throws (the route answers 5xx and Stripe retries)
// and leaves the id unrecorded.
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { stripeEvents } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { syncInvoice } from './sync-invoice.js';
import { syncRefund } from './sync-refund.js';
import { syncSubscription } from './sync-subscription.js';

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

export async function handleStripeEvent(
  db: Db,
  stripe: Stripe,
  event: Stripe.Event,
  now: Date = new Date(),
): Promise<EventOutcome> {
  const seen = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen.length > 0) return 'duplicate';
  const object = event.data.object as { id?: string; object?: string };
  let outcome: EventOutcome = 'ignored';
  if (event.type.startsWith('customer.subscription.') && object.id) {
    await syncSubscription(db, stripe, object.id, now);
    outcome = 'handled';
  } else if (event.type.startsWith('invoice.') && object.id) {
    await syncInvoice(db, stripe, object.id, now);
    outcome = 'handled';
  } else if (event.type === 'charge.refunded' && object.id) {
    await syncRefund(db, stripe, object.id);
    outcome = 'handled';
  }
  await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing({ target: stripeEvents.id });
  return outcome;
}
