// Promo codes: the admin's calls (create/edit/deactivate with the specification's rules and
// messages, mirrored to Stripe), the customer's validation (reasons), the discounted checkout,
// usedCount once per paid subscription, and two customers racing for the last use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MSG } from '../../../contracts/promo-codes.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { redeemPromoCode } from '../../billing/reserve-promo-code.js';
import {
  createBillingTestApp,
  type BillingTestApp,
} from '../../billing/test-support/billing-test-app.js';

describe('promo codes', () => {
  let t: BillingTestApp;
  let admin: Actor;
  const create = (body: Record<string, unknown>) =>
    call(t.app, admin, { method: 'POST', url: '/api/promo-codes', payload: body });
  const validate = (actor: Actor, code: unknown) =>
    call(t.app, actor, { method: 'POST', url: '/api/promo-codes/validate', payload: { code } });
  const usedCount = async (code: string) =>
    (await t.ctx.database.pool.query('SELECT used_count FROM promo_codes WHERE code = $1', [code]))
      .rows[0].used_count as number;
  let n = 0;
  const unique = (tag: string) => `${tag}${++n}${Date.now().toString(36)}`.toUpperCase();

  beforeAll(async () => {
    t = await createBillingTestApp();
    admin = await createActor(t.ctx, 'platformAdmin');
  });
  afterAll(() => t.close());

  it('creates a code upper-cased, sets validFrom itself, and mirrors it to Stripe', async () => {
    const code = unique('spring');
    const res = await create({
      code: `  ${code.toLowerCase()} `,
      description: 'Spring sale',
      discountType: 'percentage',
      discountValue: 20,
      maxUsage: '',
      validFrom: '2000-01-01',
      validUntil: '2099-12-31',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      code,
      description: 'Spring sale',
      discountType: 'percentage',
      discountValue: 20,
      maxUsage: null,
      usedCount: 0,
      isActive: true,
      validUntil: '2099-12-31T23:59:59.999Z',
    });
    expect(Math.abs(Date.parse(body.validFrom) - Date.now())).toBeLessThan(60_000);
    const mirror = [...t.fake.state.promotionCodes.values()].find((p) => p.code === code)!;
    expect(mirror.active).toBe(true);
    const coupon = t.fake.state.coupons.get((mirror.promotion as { coupon: string }).coupon)!;
    expect(coupon).toMatchObject({ percent_off: 20, duration: 'once' });

    const dup = await create({ code, discountType: 'fixed', discountValue: 100 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(PROMO_MSG.codeTaken);
  });

  it('refuses bad input with the field message and creates nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ discountType: 'percentage', discountValue: 5 }, PROMO_MSG.codeRequired],
      [{ code: '   ', discountValue: 5 }, PROMO_MSG.codeRequired],
      [{ code: 'BAD CODE', discountValue: 5 }, PROMO_MSG.codeFormat],
      [{ code: 'X1', discountType: 'percentage', discountValue: 150 }, PROMO_MSG.percentRange],
      [{ code: 'X2', discountType: 'fixed', discountValue: 0 }, PROMO_MSG.fixedRange],
      [{ code: 'X3', discountValue: 12.5 }, PROMO_MSG.valueWhole],
      [{ code: 'X4', discountValue: 10, maxUsage: 0 }, PROMO_MSG.maxUsageInvalid],
      [{ code: 'X5', discountValue: 10, validUntil: 'soon' }, PROMO_MSG.validUntilInvalid],
      [{ code: 'X6', discountValue: 10, validUntil: '2001-01-01' }, PROMO_MSG.validUntilPast],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const list = await t.get(admin, '/api/promo-codes');
    expect(list.filter((p: { code: string }) => /^X\d$/.test(p.code))).toEqual([]);
  });

  it('edits an active code (the code itself cannot change), re-mirroring a changed discount', async () => {
    const code = unique('edit');
    const { id } = (await create({ code, discountType: 'percentage', discountValue: 10 })).json();
    const oldMirror = [...t.fake.state.promotionCodes.values()].find((p) => p.code === code)!;
    const res = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/promo-codes/${id}`,
      payload: {
        code: 'IGNORED',
        description: 'Now fixed',
        discountType: 'fixed',
        discountValue: 2000,
        maxUsage: 5,
        validUntil: null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code,
      description: 'Now fixed',
      discountType: 'fixed',
      discountValue: 2000,
      maxUsage: 5,
      validUntil: null,
    });
    expect(oldMirror.active).toBe(false);
    const mirrors = [...t.fake.state.promotionCodes.values()].filter((p) => p.code === code);
    const live = mirrors.find((p) => p.active)!;
    expect(t.fake.state.coupons.get((live.promotion as { coupon: string }).coupon)).toMatchObject({
      amount_off: 2000,
      currency: 'usd',
    });
    const missingValue = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/promo-codes/${id}`,
      payload: { discountType: 'fixed' },
    });
    expect(missingValue.statusCode).toBe(400);
    expect(missingValue.json().message).toBe(PROMO_MSG.valueRequired);
  });

  it('deactivates an active code once; inactive codes cannot be edited or used', async () => {
    const code = unique('gone');
    const { id } = (await create({ code, discountValue: 10 })).json();
    const res = await call(t.app, admin, {
      method: 'POST',
      url: `/api/promo-codes/${id}/deactivate`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    expect([...t.fake.state.promotionCodes.values()].find((p) => p.code === code)!.active).toBe(
      false,
    );
    const again = await call(t.app, admin, {
      method: 'POST',
      url: `/api/promo-codes/${id}/deactivate`,
    });
    expect(again.statusCode).toBe(409);
    const edit = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/promo-codes/${id}`,
      payload: { discountType: 'percentage', discountValue: 5 },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(PROMO_MSG.onlyActiveEditable);
    const customer = await t.signUp();
    const used = await validate(customer, code);
    expect(used.json().message).toBe(PROMO_MSG.inactive);
    const missing = await call(t.app, admin, {
      method: 'POST',
      url: '/api/promo-codes/999999/deactivate',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('validates a trimmed, upper-cased code and says why a code is refused', async () => {
    const customer = await t.signUp();
    const code = unique('welcome');
    await create({ code, description: 'Welcome', discountType: 'fixed', discountValue: 500 });
    const ok = await validate(customer, `  ${code.toLowerCase()}  `);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      code,
      discountType: 'fixed',
      discountValue: 500,
      description: 'Welcome',
    });
    const empty = await validate(customer, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PROMO_MSG.required);
    expect((await validate(customer, 'NOPE-NOT-A-CODE')).json().message).toBe(PROMO_MSG.unknown);
    const old = unique('old');
    await create({
      code: old,
      discountValue: 10,
      validUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    await t.ctx.database.pool.query(
      `UPDATE promo_codes SET valid_until = now() - interval '1 day' WHERE code = $1`,
      [old],
    );
    expect((await validate(customer, old)).json().message).toBe(PROMO_MSG.expired);
  });

  it('discounts the first invoice, and counts the use once the subscription is paid', async () => {
    const code = unique('half');
    await create({ code, discountType: 'percentage', discountValue: 50 });
    const customer = await t.signUp();
    const answer = await t.checkout(customer, 'basic', code.toLowerCase());
    expect(answer.amountDueCents).toBe(1450);
    await t.deliverAll();
    expect(await usedCount(code)).toBe(0); // not paid yet
    t.pay(answer.clientSecret!);
    await t.deliverAll({ twice: true });
    await call(t.app, customer, { method: 'POST', url: '/api/billing/sync' });
    expect(await usedCount(code)).toBe(1);
    const invoices = await t.get(customer, '/api/billing/invoices');
    expect(invoices[0]).toMatchObject({ amountPaidCents: 1450, status: 'paid' });
  });

  it('a fixed discount larger than the price makes the first month free at once', async () => {
    const code = unique('free');
    await create({ code, discountType: 'fixed', discountValue: 100_000 });
    const customer = await t.signUp();
    const answer = await t.checkout(customer, 'solo', code);
    expect(answer).toMatchObject({ clientSecret: null, amountDueCents: 0 });
    expect(await t.get(customer, '/api/billing')).toMatchObject({ plan: 'solo', trial: null });
    expect(await usedCount(code)).toBe(1);
  });

  it('is used once per workspace: after cancelling and subscribing again it is refused', async () => {
    const code = unique('once');
    await create({ code, discountType: 'fixed', discountValue: 100_000 });
    const customer = await t.signUp();
    const first = await t.checkout(customer, 'solo', code);
    expect(first.amountDueCents).toBe(0);
    expect(await usedCount(code)).toBe(1);
    t.fake.state.cancelSubscription(first.subscriptionId);
    await t.deliverAll();

    const again = await validate(customer, code);
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { message: 'This workspace has already used this promo code.', code: 'validation' },
    ]);
    const resubscribe = await call(t.app, customer, {
      method: 'POST',
      url: '/api/create-subscription',
      payload: { plan: 'solo', promoCode: code },
    });
    expect([resubscribe.statusCode, resubscribe.json().message]).toEqual([
      400,
      PROMO_MSG.alreadyUsed,
    ]);
    expect(await usedCount(code)).toBe(1);
    // another workspace may still use it
    expect((await validate(await t.signUp(), code)).statusCode).toBe(200);
  });

  it('a superseded checkout paid after all does not count a second use for the workspace', async () => {
    const code = unique('twice');
    const id = (await create({ code, discountValue: 20 })).json().id as number;
    const customer = await t.signUp();
    const pool = t.ctx.database.pool;
    for (const sub of [`sub_${code}_1`, `sub_${code}_2`]) {
      await pool.query(
        `INSERT INTO promo_redemptions (promo_code_id, workspace_id, subscription_id, status, reserved_until)
         VALUES ($1, $2, $3, 'reserved', now() + interval '1 day')`,
        [id, customer.workspaceId, sub],
      );
    }
    const db = t.ctx.database.db;
    expect(await redeemPromoCode(db, `sub_${code}_1`)).toBe(true);
    expect(await redeemPromoCode(db, `sub_${code}_2`)).toBe(false);
    expect(await usedCount(code)).toBe(1);
  });

  it('two customers racing for the last use: exactly one gets it', async () => {
    const code = unique('last');
    await create({ code, discountValue: 30, maxUsage: 1 });
    const [a, b] = [await t.signUp(), await t.signUp()];
    const tries = await Promise.all(
      [a, b].map((actor) =>
        call(t.app, actor, {
          method: 'POST',
          url: '/api/create-subscription',
          payload: { plan: 'starter', promoCode: code },
        }),
      ),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = tries.find((r) => r.statusCode === 400)!;
    expect(loser.json().message).toBe(PROMO_MSG.usedUp);
    const winner = tries.find((r) => r.statusCode === 200)!;
    t.pay(winner.json().clientSecret);
    await t.deliverAll();
    expect(await usedCount(code)).toBe(1);
    const late = await t.signUp();
    expect((await validate(late, code)).json().message).toBe(PROMO_MSG.usedUp);
  });

  it('a checkout that is never paid gives its reserved use back', async () => {
    const code = unique('held');
    await create({ code, discountValue: 30, maxUsage: 1 });
    const first = await t.signUp();
    const { subscriptionId } = await t.checkout(first, 'starter', code);
    const second = await t.signUp();
    expect((await validate(second, code)).json().message).toBe(PROMO_MSG.usedUp);
    t.fake.state.cancelSubscription(subscriptionId); // Stripe expires the unpaid checkout
    await t.deliverAll();
    expect((await validate(second, code)).statusCode).toBe(200);
  });
});
