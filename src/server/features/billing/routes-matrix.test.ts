// Every billing, promo-code and business route against every kind of caller: 401 signed out,
// 403 without the permission (workspace admins manage billing; platform owner/admin manage promo
// codes; only the owner sees business metrics), and the allowed callers reach the handler.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { call, createActors, expectMatrix, type Actor, type Actors } from '../../test/actors.js';
import {
  createBillingTestApp,
  type BillingTestApp,
} from '../../billing/test-support/billing-test-app.js';

const ANY = {
  anonymous: 401,
  viewer: 200,
  staff: 200,
  admin: 200,
  otherAdmin: 200,
  platformAdmin: 200,
  owner: 200,
};
const billingAdmins = (ok: number) => ({
  anonymous: 401,
  viewer: 403,
  staff: 403,
  admin: ok,
  otherAdmin: ok,
  platformAdmin: ok,
  owner: ok,
});
const promoAdmins = (ok: number) => ({
  anonymous: 401,
  viewer: 403,
  staff: 403,
  admin: 403,
  otherAdmin: 403,
  platformAdmin: ok,
  owner: ok,
});
const ownerOnly = {
  anonymous: 401,
  viewer: 403,
  staff: 403,
  admin: 403,
  otherAdmin: 403,
  platformAdmin: 403,
  owner: 200,
};

describe('billing routes x actors', () => {
  let t: BillingTestApp;
  let actors: Actors;
  let seq = 0;
  beforeAll(async () => {
    t = await createBillingTestApp();
    actors = await createActors(t.ctx);
  });
  afterAll(() => t.close());

  /** a fresh active code, made by the platform owner, for an actor's edit or deactivate */
  const freshCode = async (_actor: Actor) => {
    const res = await call(t.app, actors.owner, {
      method: 'POST',
      url: '/api/promo-codes',
      payload: { code: `MATRIX${++seq}`, discountValue: 10 },
    });
    return res.json().id as number;
  };

  it('answers each caller as the permission map says', async () => {
    await expectMatrix(t.app, actors, [
      { method: 'GET', url: '/api/billing', expect: ANY },
      {
        method: 'POST',
        url: '/api/create-subscription',
        body: { plan: 'solo' },
        expect: billingAdmins(200),
      },
      // no subscription yet: allowed callers reach the handler, which says so
      {
        method: 'POST',
        url: '/api/billing/change-plan',
        body: { plan: 'basic' },
        expect: billingAdmins(409),
      },
      { method: 'POST', url: '/api/billing/cancel', expect: billingAdmins(409) },
      { method: 'POST', url: '/api/billing/resume', expect: billingAdmins(409) },
      { method: 'POST', url: '/api/billing/sync', expect: billingAdmins(200) },
      { method: 'POST', url: '/api/billing/portal', expect: billingAdmins(200) },
      { method: 'GET', url: '/api/billing/invoices', expect: billingAdmins(200) },
      {
        method: 'POST',
        url: '/api/billing/contact-sales',
        body: { name: 'Ann', email: 'ann@example.test', propertyCount: 900 },
        expect: billingAdmins(202),
      },
      {
        method: 'POST',
        url: '/api/promo-codes/validate',
        body: { code: 'NOT-A-CODE' },
        expect: billingAdmins(400),
      },
      { method: 'GET', url: '/api/promo-codes', expect: promoAdmins(200) },
      {
        method: 'POST',
        url: '/api/promo-codes',
        body: () => ({ code: `NEW${++seq}`, discountValue: 15 }),
        expect: promoAdmins(201),
      },
      {
        method: 'PUT',
        url: async (a) => `/api/promo-codes/${await freshCode(a)}`,
        body: { description: 'Edited', discountType: 'percentage', discountValue: 25 },
        expect: promoAdmins(200),
      },
      {
        method: 'POST',
        url: async (a) => `/api/promo-codes/${await freshCode(a)}/deactivate`,
        expect: promoAdmins(200),
      },
      { method: 'GET', url: '/api/business/metrics', expect: ownerOnly },
      { method: 'GET', url: '/api/business/export-emails', expect: ownerOnly },
      // Stripe's endpoint takes no session: an unsigned body is refused for everyone alike
      {
        method: 'POST',
        url: '/api/stripe/webhook',
        body: { id: 'evt_unsigned', type: 'invoice.paid' },
        expect: {
          anonymous: 400,
          viewer: 400,
          staff: 400,
          admin: 400,
          otherAdmin: 400,
          platformAdmin: 400,
          owner: 400,
        },
      },
    ]);
  });
});
