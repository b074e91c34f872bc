// Commissions end to end against the Stripe fake: a referred workspace pays, the affiliate earns
// their rate of what was paid once per invoice (duplicate events included), a refund reverses
// it, self-referrals are held, suspended affiliates earn nothing new, and payouts settle it.
import { describe, expect, it } from 'vitest';
import { AFFILIATE_COOKIE, AFFILIATE_MSG } from '../../../contracts/affiliates.js';
import { sessionCookieName } from '../../auth/sessions.js';
import { createBillingTestApp } from '../../billing/test-support/billing-test-app.js';
import { call, type Actor } from '../../test/actors.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';

let seq = 0;

describe('affiliate commissions', () => {
  const { t, a: actors } = useTestAppWithActors({}, createBillingTestApp);

  const q = async (text: string, values: unknown[] = []) =>
    (await t.ctx.database.pool.query(text, values)).rows;

  /** signs up through the API; with a tracking cookie when given */
  async function signUp(email: string, clickToken?: string): Promise<Actor> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'amber-falcon-123' },
      headers: clickToken ? { cookie: `${AFFILIATE_COOKIE}=${clickToken}` } : {},
    });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.cookies.find((c) => c.name === sessionCookieName(t.ctx.config))!;
    return {
      name: 'admin',
      cookie: `${sessionCookieName(t.ctx.config)}=${session.value}`,
      userId: res.json().id,
      workspaceId: res.json().workspace.id,
      email,
    };
  }

  async function approvedAffiliate(domain: string) {
    const who = await signUp(`partner${++seq}@${domain}`);
    const res = await call(t.app, who, {
      method: 'POST',
      url: '/api/affiliates/apply',
      payload: { paypalEmail: `payouts${seq}@${domain}` },
    });
    const a = res.json() as { id: number; affiliateCode: string };
    await call(t.app, actors.owner, {
      method: 'PUT',
      url: `/api/affiliates/${a.id}/status`,
      payload: { status: 'approved' },
    });
    return { ...a, who };
  }

  async function click(code: string, ip: string): Promise<string> {
    const res = await t.app.inject({
      url: `/track/${code}`,
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/140' },
      remoteAddress: ip,
    });
    return res.cookies.find((c) => c.name === AFFILIATE_COOKIE)!.value;
  }

  async function subscribeAndPay(customer: Actor, plan = 'starter') {
    const checkout = await t.checkout(customer, plan);
    expect(t.pay(checkout.clientSecret!)).toBeNull();
    await t.deliverAll({ twice: true });
    return checkout;
  }

  const stats = async (who: Actor) => t.get(who, '/api/affiliates/my-stats');

  it('pays 20 % of what was paid, once per invoice, and reverses it on refund', async () => {
    const aff = await approvedAffiliate('partner-one.example');
    const token = await click(aff.affiliateCode, '192.0.2.10');
    const customer = await signUp(`buyer${++seq}@customer.example`, token);
    const { subscriptionId } = await subscribeAndPay(customer);
    // a payment event Stripe sends again (new event id): still one commission
    const invoiceId = t.fake.state.subscriptions.get(subscriptionId)!.latest_invoice as string;
    t.fake.state.emit('invoice.paid', t.fake.state.invoices.get(invoiceId)!);
    await t.deliverAll();
    const rows = await q(`SELECT * FROM affiliate_commissions WHERE invoice_id = $1`, [invoiceId]);
    expect(rows).toHaveLength(1);
    const mine = await stats(aff.who);
    expect(mine.commissions).toEqual([
      expect.objectContaining({
        subscriptionAmount: 900,
        commissionAmount: 180,
        status: 'pending',
      }),
    ]);
    expect(mine.affiliate).toMatchObject({
      totalEarnings: 180,
      totalClicks: 1,
      totalConversions: 1,
    });
    expect(mine.stats).toEqual({ totalClicks: 1, totalConversions: 1, conversionRate: 100 });
    expect(mine.clicks[0]).toMatchObject({ converted: true, ipAddress: '192.0.2.x' });

    t.fake.payments.refundInvoice(invoiceId);
    await t.deliverAll({ twice: true });
    const after = await stats(aff.who);
    expect(after.commissions[0]).toMatchObject({ commissionAmount: 0, status: 'reversed' });
    expect(after.affiliate.totalEarnings).toBe(0);
  });

  it('a partial refund keeps the commission on what was kept', async () => {
    const aff = await approvedAffiliate('partner-two.example');
    const customer = await signUp(
      `buyer${++seq}@other.example`,
      await click(aff.affiliateCode, '192.0.2.11'),
    );
    const { subscriptionId } = await subscribeAndPay(customer, 'basic');
    const invoiceId = t.fake.state.subscriptions.get(subscriptionId)!.latest_invoice as string;
    const pi = [...t.fake.state.intents.values()].find((i) => i.invoice === invoiceId)!;
    t.fake.payments.refund({ payment_intent: pi.id, amount: 900 });
    await t.deliverAll();
    const [c] = (await stats(aff.who)).commissions;
    expect(c).toMatchObject({ subscriptionAmount: 2900, commissionAmount: 400, status: 'pending' });
  });

  it('flags a referral from the affiliate’s own domain; no automatic pay', async () => {
    const aff = await approvedAffiliate('self-ref.example');
    const token = await click(aff.affiliateCode, '192.0.2.12');
    const customer = await signUp(`colleague${++seq}@self-ref.example`, token);
    const [ref] = await q(
      `SELECT flagged_reason FROM affiliate_referrals WHERE workspace_id = $1`,
      [customer.workspaceId],
    );
    expect(ref.flagged_reason).toBe('own e-mail domain');
    await subscribeAndPay(customer);
    const mine = await stats(aff.who);
    expect(mine.commissions[0]).toMatchObject({ status: 'flagged', commissionAmount: 180 });
    expect(mine.affiliate.totalEarnings).toBe(0);
    const listed = await t.get(actors.owner, '/api/affiliates');
    expect(listed.find((a: { id: number }) => a.id === aff.id).flaggedReferrals).toBe(1);
  });

  it('a suspended affiliate earns nothing new; without a cookie nobody is referred', async () => {
    const aff = await approvedAffiliate('partner-three.example');
    const token = await click(aff.affiliateCode, '192.0.2.13');
    const customer = await signUp(`buyer${++seq}@third.example`, token);
    await call(t.app, actors.owner, {
      method: 'PUT',
      url: `/api/affiliates/${aff.id}/status`,
      payload: { status: 'suspended' },
    });
    await subscribeAndPay(customer);
    expect((await stats(aff.who)).commissions).toEqual([]);
    const plain = await signUp(`buyer${++seq}@fourth.example`);
    expect(
      await q(`SELECT 1 FROM affiliate_referrals WHERE workspace_id = $1`, [plain.workspaceId]),
    ).toHaveLength(0);
  });

  it('exports due commissions as PayPal mass-payment lines; marking paid settles them', async () => {
    const aff = await approvedAffiliate('partner-four.example');
    const customer = await signUp(
      `buyer${++seq}@fifth.example`,
      await click(aff.affiliateCode, '192.0.2.14'),
    );
    await subscribeAndPay(customer, 'pro');
    // still on hold: nothing of this affiliate's is due
    const held = await stats(aff.who);
    expect(held.commissions[0].status).toBe('pending');
    // the 30-day hold passes
    await q(
      `UPDATE affiliate_commissions SET due_at = now() - interval '1 minute'
             WHERE affiliate_id = $1`,
      [aff.id],
    );
    expect((await stats(aff.who)).commissions[0].status).toBe('due');
    const made = await call(t.app, actors.owner, {
      method: 'POST',
      url: '/api/affiliates/payouts',
    });
    expect(made.statusCode, made.body).toBe(201);
    const payout = made.json().find((p: { affiliateId: number }) => p.affiliateId === aff.id);
    expect(payout).toMatchObject({ amountCents: 1980, status: 'exported' });
    const csv = await call(t.app, actors.owner, { url: '/api/affiliates/payouts/csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(
      `payouts${seq - 1}@partner-four.example,19.80,USD,payout-${payout.id},Property Monitor affiliate commission ${payout.period}\r\n`,
    );
    const again = await call(t.app, actors.owner, {
      method: 'POST',
      url: '/api/affiliates/payouts',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AFFILIATE_MSG.nothingDue);
    const paid = await call(t.app, actors.platformAdmin, {
      method: 'POST',
      url: `/api/affiliates/payouts/${payout.id}/paid`,
    });
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect((await stats(aff.who)).commissions[0].status).toBe('paid');
    const twice = await call(t.app, actors.owner, {
      method: 'POST',
      url: `/api/affiliates/payouts/${payout.id}/paid`,
    });
    expect(twice.statusCode).toBe(409);
    const file = await call(t.app, actors.owner, { url: '/api/affiliates/payouts/csv' });
    expect(file.body).not.toContain(`payout-${payout.id},`);
  });
});
