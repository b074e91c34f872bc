// Business Dashboard: metrics from what was actually charged (a discounted checkout counts its
// discounted amount), growth and trend, the 12-month chart, and the formula-safe CSV export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFileName } from '../../../contracts/business.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import {
  createBillingTestApp,
  type BillingTestApp,
} from '../../billing/test-support/billing-test-app.js';
import { businessMetrics } from './business-metrics.js';

const DAY = 86_400_000;

describe('business dashboard', () => {
  let t: BillingTestApp;
  let owner: Actor;
  beforeAll(async () => {
    t = await createBillingTestApp();
    owner = await createActor(t.ctx, 'owner');
  });
  afterAll(() => t.close());

  it('starts at zero without dividing by zero', async () => {
    const m = await businessMetrics(t.ctx.database.db);
    expect(m).toMatchObject({
      activeSubscriptions: 0,
      monthlyRecurringRevenue: 0,
      revenueGrowth: 0,
      totalRevenue: 0,
      averageRevenuePerUser: 0,
      annualRunRate: 0,
      trend: 'Stable',
      subscriptionsByPlan: { solo: 0, starter: 0, basic: 0, pro: 0, enterprise: 0 },
    });
    expect(m.revenueByMonth).toHaveLength(12);
    expect(m.insights.length).toBeGreaterThan(0);
  });

  it('counts what was charged after discounts, with growth, trend, chart and insights', async () => {
    await call(t.app, owner, {
      method: 'POST',
      url: '/api/promo-codes',
      payload: { code: 'BIZHALF', discountType: 'percentage', discountValue: 50 },
    });
    const buyer = await t.signUp('buyer');
    const { clientSecret } = await t.checkout(buyer, 'pro', 'BIZHALF');
    t.pay(clientSecret!);
    const other = await t.signUp('other');
    const second = await t.checkout(other, 'solo');
    t.pay(second.clientSecret!);
    await t.deliverAll();

    // 35-59 days ago: an earlier month's revenue of another (since deleted) customer
    await t.ctx.database.pool.query(
      `INSERT INTO invoices (id, workspace_id, status, billing_reason, amount_due, amount_paid, currency, paid_at, created_at)
       VALUES ('in_hist_1', NULL, 'paid', 'subscription_cycle', 2000, 2000, 'usd', $1, $1)`,
      [new Date(Date.now() - 40 * DAY)],
    );
    const m = (await t.get(owner, '/api/business/metrics')) as Awaited<
      ReturnType<typeof businessMetrics>
    >;
    const charged = 4950 + 100; // Pro at 50% off, Solo in full
    expect(m.activeSubscriptions).toBe(2);
    expect(m.subscriptionsByPlan).toMatchObject({ pro: 1, solo: 1, basic: 0 });
    expect(m.monthlyRecurringRevenue).toBe(charged);
    expect(m.annualRunRate).toBe(charged * 12);
    expect(m.averageRevenuePerUser).toBe(Math.round(charged / 2));
    expect(m.totalRevenue).toBe(charged + 2000);
    expect(m.revenueGrowth).toBe(Math.round(((charged - 2000) / 2000) * 1000) / 10);
    expect(m.trend).toBe('Growing');
    expect(m.conversionRate).toBe(Math.round((2 / m.totalUsers) * 100));
    const thisMonth = m.revenueByMonth.at(-1)!;
    expect(thisMonth.month).toBe(new Date().toISOString().slice(0, 7));
    expect(thisMonth.revenueCents).toBeGreaterThanOrEqual(charged);
    expect(m.insights.join(' ')).toContain('grew');
  });

  it('exports every customer e-mail as formula-safe CSV named by date', async () => {
    const sneaky = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email: 'plain@example.test',
        password: 'amber-falcon-123',
        firstName: '=HYPERLINK("x")',
      },
    });
    expect(sneaky.statusCode).toBe(201);
    await t.ctx.database.pool.query(
      `UPDATE users SET email = '+cmd@example.test' WHERE email = 'plain@example.test'`,
    );
    const res = await call(t.app, owner, { url: '/api/business/export-emails' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName(new Date())}"`,
    );
    expect(exportFileName(new Date('2026-03-04T10:00:00Z'))).toBe('customer-emails-2026-03-04.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,registration date,subscription status,current plan');
    const today = new Date().toISOString().slice(0, 10);
    expect(lines).toContain(`'+cmd@example.test,${today},inactive,starter`);
    expect(lines.some((l) => /^buyer-.*,active,pro$/.test(l))).toBe(true);
  });
});
