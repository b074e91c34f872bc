// An app with billing configured against the Stripe fake (prices set up by the real setup
// command), and helpers a customer's journey needs: sign up (a trial workspace), check out, pay
// in the "browser", and deliver Stripe's signed events to the webhook, in any order.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { call, type Actor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionCookieName } from '../../auth/sessions.js';
import { setupPrices } from '../setup-prices.js';
import { stripeFor } from '../stripe-client.js';
import { CARDS } from './fake-stripe-state.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import type { Obj } from './fake-stripe-state.js';

export type BillingTestApp = TestApp & {
  fake: FakeStripe;
  /** a new customer through sign-up: admin of a fresh trial workspace */
  signUp(tag?: string): Promise<Actor>;
  /** POST /api/create-subscription, expecting 200 */
  checkout(actor: Actor, plan: string, promoCode?: string): Promise<CheckoutAnswer>;
  /** what the browser's confirmPayment does; returns the decline message, or null when paid */
  pay(clientSecret: string, card?: string): string | null;
  /** posts one event to the webhook, signed as Stripe does */
  deliver(event: Obj): Promise<LightMyRequestResponse>;
  /** delivers every event emitted since the last call, in order (or reversed) */
  deliverAll(opts?: { reverse?: boolean; twice?: boolean }): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  get(actor: Actor, url: string): Promise<any>;
};

export type CheckoutAnswer = {
  clientSecret: string | null;
  subscriptionId: string;
  amountDueCents: number;
};

let seq = 0;

export async function createBillingTestApp(
  env: Record<string, string> = {},
): Promise<BillingTestApp> {
  const fake = await startFakeStripe();
  const t = await createTestApp({ ...fake.env(), ...env });
  await setupPrices(stripeFor(t.ctx.config.billing!));
  fake.takeEvents();

  const deliver = (event: Obj) => {
    const { payload, signature } = fake.sign(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };

  return {
    ...t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
    async signUp(tag = 'customer') {
      seq++;
      const email = `${tag}-${seq}-${Date.now().toString(36)}@example.test`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: 'amber-falcon-123', firstName: tag, lastName: 'Tester' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const cookie = res.cookies.find((c) => c.name === sessionCookieName(t.ctx.config))!;
      const user = res.json() as { id: string; workspace: { id: string } };
      return {
        name: 'admin',
        cookie: `${sessionCookieName(t.ctx.config)}=${cookie.value}`,
        userId: user.id,
        workspaceId: user.workspace.id,
        email,
      };
    },
    async checkout(actor, plan, promoCode) {
      const res = await call(t.app, actor, {
        method: 'POST',
        url: '/api/create-subscription',
        payload: { plan, ...(promoCode !== undefined ? { promoCode } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CheckoutAnswer;
    },
    pay(clientSecret, card = CARDS.ok) {
      const id = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
      try {
        fake.state.confirmIntent(id, clientSecret, card);
        return null;
      } catch (err) {
        return (err as Error).message;
      }
    },
    deliver,
    async deliverAll(opts = {}) {
      const events = fake.takeEvents();
      if (opts.reverse) events.reverse();
      for (const e of events) {
        const res = await deliver(e);
        expect(res.statusCode, `${e.type as string}: ${res.body}`).toBe(200);
        if (opts.twice) expect((await deliver(e)).json()).toMatchObject({ outcome: 'duplicate' });
      }
    },
    async get(actor, url) {
      const res = await call(t.app, actor, { url });
      expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
      return res.json();
    },
  };
}
