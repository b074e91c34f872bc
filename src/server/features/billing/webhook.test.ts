// POST /api/stripe/webhook: the signature over the raw body, each event id once, the event as a
// hint (re-read from Stripe), so duplicates and any order end in the same state; 5xx on failure
// so Stripe retries; a subscription that ends unpaid pauses monitoring and paying resumes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { call } from '../../test/actors.js';
import { addProperties } from '../../billing/test-support/billing-fixtures.js';
import {
  createBillingTestApp,
  type BillingTestApp,
} from '../../billing/test-support/billing-test-app.js';
import { CARDS } from '../../billing/test-support/fake-stripe-state.js';
import { createTestApp } from '../../test/test-app.js';

describe('stripe webhook', () => {
  let t: BillingTestApp;
  const eventCount = async () =>
    Number((await t.ctx.database.pool.query('SELECT count(*) FROM stripe_events')).rows[0].count);
  beforeAll(async () => {
    t = await createBillingTestApp();
  });
  afterAll(() => t.close());

  it('refuses a missing or wrong signature with 400 and stores nothing', async () => {
    const before = await eventCount();
    const payload = JSON.stringify({
      id: 'evt_forged',
      type: 'invoice.paid',
      data: { object: {} },
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: 'whsec_someone_else',
        }),
      },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    // a body changed after signing (re-serialised JSON) no longer matches
    const event = { id: 'evt_x', type: 'invoice.paid', data: { object: { id: 'in_x' } } };
    const { signature } = t.fake.sign(event);
    const reordered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: JSON.stringify(event, null, 2),
    });
    expect(reordered.statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('handles each event id once; duplicates answer 200 and change nothing', async () => {
    const admin = await t.signUp();
    const { clientSecret } = await t.checkout(admin, 'basic');
    t.pay(clientSecret!);
    const before = await eventCount();
    const events = t.fake.takeEvents();
    for (const e of events) {
      expect((await t.deliver(e)).json()).toMatchObject({ received: true });
      expect((await t.deliver(e)).json()).toMatchObject({ outcome: 'duplicate' });
    }
    expect(await eventCount()).toBe(before + events.length);
    expect(await t.get(admin, '/api/billing')).toMatchObject({ plan: 'basic' });
  });

  it('events delivered in reverse order, twice, end in the same state as in order', async () => {
    const inOrder = await t.signUp();
    const reversed = await t.signUp();
    for (const [actor, opts] of [
      [inOrder, {}],
      [reversed, { reverse: true, twice: true }],
    ] as const) {
      const { clientSecret, subscriptionId } = await t.checkout(actor, 'pro');
      t.pay(clientSecret!);
      // cancelled in the customer portal: we learn of it only through the events
      t.fake.state.updateSubscription(subscriptionId, { cancel_at_period_end: 'true' });
      await t.deliverAll(opts);
    }
    const a = await t.get(inOrder, '/api/billing');
    const b = await t.get(reversed, '/api/billing');
    const shape = (o: typeof a) => ({
      plan: o.plan,
      trial: o.trial,
      status: o.subscription.status,
      cancel: o.subscription.cancelAtPeriodEnd,
    });
    expect(shape(b)).toEqual(shape(a));
    expect(shape(a)).toEqual({ plan: 'pro', trial: null, status: 'active', cancel: true });
  });

  it('answers 5xx when Stripe cannot be read, records nothing, and the retry succeeds', async () => {
    const admin = await t.signUp();
    const { clientSecret } = await t.checkout(admin, 'solo');
    t.pay(clientSecret!);
    const paid = t.fake.takeEvents().find((e) => e.type === 'invoice.paid')!;
    const before = await eventCount();
    t.fake.failNext(1);
    const failed = await t.deliver(paid);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      message: 'Event not processed; retry later',
      code: 'internal',
    });
    expect(await eventCount()).toBe(before);
    expect((await t.get(admin, '/api/billing')).plan).toBe('starter');
    const retry = await t.deliver(paid);
    expect(retry.statusCode).toBe(200);
    expect((await t.get(admin, '/api/billing')).plan).toBe('solo');
  });

  it('a subscription that ends unpaid pauses checks (data kept); paying again resumes them', async () => {
    const admin = await t.signUp();
    const [propertyId] = await addProperties(t, admin, 1);
    const { clientSecret, subscriptionId } = await t.checkout(admin, 'starter');
    t.pay(clientSecret!, CARDS.insufficient); // declined: nothing changes
    t.pay(clientSecret!, CARDS.ok);
    await t.deliverAll();
    // the saved card starts failing; the renewal goes past due: still monitored while Stripe retries
    t.fake.state.cards.set(
      t.fake.state.subscriptions.get(subscriptionId)!.customer as string,
      CARDS.declined,
    );
    t.fake.state.renew(subscriptionId);
    await t.deliverAll();
    expect(await t.get(admin, '/api/billing')).toMatchObject({
      paused: null,
      subscription: { status: 'past_due' },
    });
    // retries exhausted: Stripe cancels it
    t.fake.state.giveUp(subscriptionId);
    await t.deliverAll();
    const paused = await t.get(admin, '/api/billing');
    expect(paused).toMatchObject({ paused: { reason: 'subscription_ended' }, plan: 'starter' });
    const check = await call(t.app, admin, {
      method: 'POST',
      url: `/api/ping/check/${propertyId}`,
    });
    expect(check.statusCode).toBe(403);
    expect((await t.get(admin, '/api/properties')).map((p: { id: number }) => p.id)).toEqual([
      propertyId,
    ]);

    const again = await t.checkout(admin, 'basic');
    t.pay(again.clientSecret!);
    await t.deliverAll();
    expect(await t.get(admin, '/api/billing')).toMatchObject({ paused: null, plan: 'basic' });
    const { rows } = await t.ctx.database.pool.query(
      'SELECT next_check_at <= now() AS due FROM property_schedule WHERE property_id = $1',
      [propertyId],
    );
    expect(rows[0].due).toBe(true);
  });

  it('answers 503 when billing is not configured', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await plain.close();
    }
  });
});
