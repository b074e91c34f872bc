// Every billing, promo-code and business route against every kind of caller: 401 signed out,
// 403 without the permission (workspace admins manage billing; platform owner/admin manage promo
// codes; only the owner sees business metrics), and the allowed callers reach the handler.
import { describe, it } from 'vitest';
import {
  adminsOnly,
  call,
  everyone,
  expectMatrix,
  ownerOnly,
  platformAdmins,
  type Actor,
} from '../../test/actors.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';
import { createBillingTestApp } from '../../billing/test-support/billing-test-app.js';

describe('billing routes x actors', () => {
  const { t, a: actors } = useTestAppWithActors({}, createBillingTestApp);
  let seq = 0;

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
      { method: 'GET', url: '/api/billing', expect: everyone(200) },
      {
        method: 'POST',
        url: '/api/create-subscription',
        body: { plan: 'solo' },
        expect: adminsOnly(200),
      },
      // no subscription yet: allowed callers reach the handler, which says so
      {
        method: 'POST',
        url: '/api/billing/change-plan',
        body: { plan: 'basic' },
        expect: adminsOnly(409),
      },
      { method: 'POST', url: '/api/billing/cancel', expect: adminsOnly(409) },
      { method: 'POST', url: '/api/billing/resume', expect: adminsOnly(409) },
      { method: 'POST', url: '/api/billing/sync', expect: adminsOnly(200) },
      { method: 'POST', url: '/api/billing/portal', expect: adminsOnly(200) },
      { method: 'GET', url: '/api/billing/invoices', expect: adminsOnly(200) },
      {
        method: 'POST',
        url: '/api/billing/contact-sales',
        body: { name: 'Ann', email: 'ann@example.test', propertyCount: 900 },
        expect: adminsOnly(202),
      },
      {
        method: 'POST',
        url: '/api/promo-codes/validate',
        body: { code: 'NOT-A-CODE' },
        expect: adminsOnly(400),
      },
      { method: 'GET', url: '/api/promo-codes', expect: platformAdmins(200) },
      {
        method: 'POST',
        url: '/api/promo-codes',
        body: () => ({ code: `NEW${++seq}`, discountValue: 15 }),
        expect: platformAdmins(201),
      },
      {
        method: 'PUT',
        url: async (a) => `/api/promo-codes/${await freshCode(a)}`,
        body: { description: 'Edited', discountType: 'percentage', discountValue: 25 },
        expect: platformAdmins(200),
      },
      {
        method: 'POST',
        url: async (a) => `/api/promo-codes/${await freshCode(a)}/deactivate`,
        expect: platformAdmins(200),
      },
      { method: 'GET', url: '/api/business/metrics', expect: ownerOnly(200) },
      { method: 'GET', url: '/api/business/export-emails', expect: ownerOnly(200) },
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
