// A customer's billing journey against the Stripe fake, driven by the real SDK: prices set up by
// lookup key, checkout with a client secret, payment, the synced plan and its property limit,
// refusals, plan change, cancel and resume, the portal, invoices and the next billing date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MSG } from '../../../contracts/billing.js';
import { call, type Actor } from '../../test/actors.js';
import { addProperties } from '../../billing/test-support/billing-fixtures.js';
import {
  createBillingTestApp,
  type BillingTestApp,
} from '../../billing/test-support/billing-test-app.js';
import { CARDS } from '../../billing/test-support/fake-stripe-state.js';
import { setupPrices } from '../../billing/setup-prices.js';
import { stripeFor } from '../../billing/stripe-client.js';

describe('checkout and subscription', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp();
  });
  afterAll(() => t.close());
  const post = (actor: Actor, url: string, payload?: object) =>
    call(t.app, actor, { method: 'POST', url, ...(payload ? { payload } : {}) });

  it('billing:setup finds the five prices by lookup key and creates nothing the second time', async () => {
    const again = await setupPrices(stripeFor(t.ctx.config.billing!));
    expect(again.map((r) => [r.plan, r.created])).toEqual([
      ['solo', false],
      ['starter', false],
      ['basic', false],
      ['pro', false],
      ['enterprise', false],
    ]);
    expect([...t.fake.state.prices.values()].map((p) => p.unit_amount)).toEqual([
      100, 900, 2900, 9900, 29900,
    ]);
  });

  it('a new workspace is on a 14-day Starter trial, and paying for Basic lifts its limit at once', async () => {
    const admin = await t.signUp();
    const before = await t.get(admin, '/api/billing');
    expect(before).toMatchObject({
      configured: true,
      plan: 'starter',
      trial: { daysLeft: 14 },
      paused: null,
      subscription: null,
      canManage: true,
    });
    expect(await t.get(admin, '/api/properties/limits')).toMatchObject({ limit: 10 });

    const { clientSecret, amountDueCents } = await t.checkout(admin, 'basic');
    expect(clientSecret).toMatch(/^pi_.+_secret_/);
    expect(amountDueCents).toBe(2900);
    // waiting for payment: nothing changes yet
    await t.deliverAll();
    expect(await t.get(admin, '/api/billing')).toMatchObject({
      plan: 'starter',
      subscription: { plan: 'basic', status: 'incomplete' },
    });

    expect(t.pay(clientSecret!)).toBeNull();
    await t.deliverAll();
    const after = await t.get(admin, '/api/billing');
    expect(after).toMatchObject({
      plan: 'basic',
      trial: null,
      subscription: { plan: 'basic', status: 'active', cancelAtPeriodEnd: false },
    });
    // the real next billing date: the period end Stripe gives on the subscription item
    const sub = t.fake.state.subscriptions.get(after.subscription.id)!;
    const itemEnd = (sub.items as { data: Array<{ current_period_end: number }> }).data[0]!
      .current_period_end;
    expect(after.subscription.currentPeriodEnd).toBe(new Date(itemEnd * 1000).toISOString());
    expect(await t.get(admin, '/api/properties/limits')).toMatchObject({
      limit: 100,
      plan: 'basic',
    });
    const invoices = await t.get(admin, '/api/billing/invoices');
    expect(invoices).toEqual([
      expect.objectContaining({ status: 'paid', amountPaidCents: 2900, currency: 'usd' }),
    ]);
  });

  it('the return to the site re-reads Stripe without waiting for webhooks', async () => {
    const admin = await t.signUp();
    const { clientSecret } = await t.checkout(admin, 'solo');
    t.pay(clientSecret!);
    t.fake.takeEvents(); // never delivered
    const res = await post(admin, '/api/billing/sync');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ plan: 'solo', subscription: { status: 'active' } });
  });

  it('a declined card leaves the workspace as it was, with the provider message', async () => {
    const admin = await t.signUp();
    const { clientSecret } = await t.checkout(admin, 'pro');
    expect(t.pay(clientSecret!, CARDS.declined)).toBe('Your card was declined.');
    await t.deliverAll();
    expect(await t.get(admin, '/api/billing')).toMatchObject({
      plan: 'starter',
      trial: { daysLeft: 14 },
      subscription: { plan: 'pro', status: 'incomplete' },
    });
    // paying again with another card succeeds on the same checkout
    expect(t.pay(clientSecret!, CARDS.ok)).toBeNull();
    await t.deliverAll();
    expect((await t.get(admin, '/api/billing')).plan).toBe('pro');
  });

  it('refuses the current plan, Enterprise (Contact Sales) and a plan too small for the properties', async () => {
    const admin = await t.signUp();
    await addProperties(t, admin, 3);
    const tooSmall = await post(admin, '/api/create-subscription', { plan: 'solo' });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json()).toEqual({
      code: 'conflict',
      message:
        'The Solo plan allows 1 property; your workspace has 3. Remove 2 properties before changing to this plan.',
      propertiesToRemove: 2,
    });
    const enterprise = await post(admin, '/api/create-subscription', { plan: 'enterprise' });
    expect(enterprise.statusCode).toBe(400);
    expect(enterprise.json().message).toBe(BILLING_MSG.enterpriseBySales);
    const bad = await post(admin, '/api/create-subscription', { plan: 'gold' });
    expect(bad.statusCode).toBe(400);

    const { clientSecret } = await t.checkout(admin, 'starter');
    t.pay(clientSecret!);
    await t.deliverAll();
    const same = await post(admin, '/api/billing/change-plan', { plan: 'starter' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(BILLING_MSG.currentPlan);
    const downgrade = await post(admin, '/api/billing/change-plan', { plan: 'solo' });
    expect(downgrade.statusCode).toBe(409);
    expect(downgrade.json().propertiesToRemove).toBe(2);
    expect((await t.get(admin, '/api/billing')).plan).toBe('starter');
  });

  it('changes plan at once with a prorated invoice, then cancels at period end and resumes', async () => {
    const admin = await t.signUp();
    const { clientSecret } = await t.checkout(admin, 'starter');
    t.pay(clientSecret!);
    await t.deliverAll();

    const up = await post(admin, '/api/billing/change-plan', { plan: 'pro' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ plan: 'pro', subscription: { plan: 'pro' } });
    expect(await t.get(admin, '/api/properties/limits')).toMatchObject({ limit: 500 });
    const invoices = await t.get(admin, '/api/billing/invoices');
    expect(invoices).toHaveLength(2);
    // the prorated difference for (almost) a whole month: close to $90, never a full price
    expect(invoices[0].amountPaidCents).toBeGreaterThan(8900);
    expect(invoices[0].amountPaidCents).toBeLessThanOrEqual(9000);

    const cancel = await post(admin, '/api/billing/cancel');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      subscription: { cancelAtPeriodEnd: true, status: 'active' },
    });
    const twice = await post(admin, '/api/billing/cancel');
    expect(twice.statusCode).toBe(409);
    const resume = await post(admin, '/api/billing/resume');
    expect(resume.json()).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
    // the webhooks that follow change nothing
    await t.deliverAll({ reverse: true });
    expect(await t.get(admin, '/api/billing')).toMatchObject({
      plan: 'pro',
      subscription: { cancelAtPeriodEnd: false, status: 'active' },
    });

    const portal = await post(admin, '/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/portal\/bps_/);
  });

  it('one Stripe customer per workspace, even for two checkouts at once', async () => {
    const admin = await t.signUp();
    const before = t.fake.state.customers.size;
    await Promise.all([t.checkout(admin, 'solo'), t.checkout(admin, 'basic')]);
    expect(t.fake.state.customers.size).toBe(before + 1);
  });

  it('answers 503 with a clear message when Stripe is down, and changes nothing', async () => {
    const admin = await t.signUp();
    t.fake.failNext(1);
    const res = await post(admin, '/api/create-subscription', { plan: 'basic' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(BILLING_MSG.providerUnavailable);
    expect(await t.get(admin, '/api/billing')).toMatchObject({
      plan: 'starter',
      subscription: null,
    });
  });

  it('deleting the workspace cancels its subscription in Stripe first', async () => {
    const admin = await t.signUp('leaving');
    const { clientSecret, subscriptionId } = await t.checkout(admin, 'solo');
    t.pay(clientSecret!);
    await t.deliverAll();
    const { name } = (await t.get(admin, '/api/auth/user')).workspace;
    t.fake.failNext(1);
    const failed = await call(t.app, admin, {
      method: 'DELETE',
      url: '/api/workspace',
      payload: { confirmName: name },
    });
    expect(failed.statusCode).toBe(503);
    expect(t.fake.state.subscriptions.get(subscriptionId)!.status).toBe('active');
    const res = await call(t.app, admin, {
      method: 'DELETE',
      url: '/api/workspace',
      payload: { confirmName: name },
    });
    expect(res.statusCode).toBe(204);
    expect(t.fake.state.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    await t.deliverAll(); // the cancellation's events find no workspace: ignored, 200
  });
});
