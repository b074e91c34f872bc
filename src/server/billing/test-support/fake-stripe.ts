// A fake of the Stripe endpoints this product uses, on 127.0.0.1, for the real SDK (pointed at it
// with host/port/protocol) and for a fake Stripe.js in the browser. Bodies are Stripe's
// bracket-encoded forms, parsed with qs. Events are signed like Stripe's and can be delivered to
// a webhook URL or taken by the test to deliver in any order.
/* eslint-disable @typescript-eslint/no-explicit-any -- form bodies parsed by qs are untyped */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';
import { FakeError, FakeStripeState, type Obj } from './fake-stripe-state.js';
import { fakeStripeJs } from './fake-stripe-js.js';
import { FakeStripePayments } from './fake-stripe-refunds.js';

export type FakeStripe = {
  url: string;
  state: FakeStripeState;
  /** charges, invoice payments and refunds */
  payments: FakeStripePayments;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** STRIPE_* settings for an app that talks to this fake */
  env(): Record<string, string>;
  /** requests received, e.g. 'POST /v1/subscriptions' */
  requests: string[];
  /** the next n API calls answer 500 (Stripe down) */
  failNext(n: number): void;
  /** signs an event as Stripe does: the Stripe-Signature header and the exact body */
  sign(event: Obj): { payload: string; signature: string };
  /** events emitted since the last call */
  takeEvents(): Obj[];
  close(): Promise<void>;
};

export async function startFakeStripe(
  opts: { port?: number; webhookUrl?: string; secretKey?: string } = {},
): Promise<FakeStripe> {
  const state = new FakeStripeState();
  const payments = new FakeStripePayments(state);
  state.onPaid = (invoice) => payments.paid(invoice);
  const secretKey = opts.secretKey ?? 'sk_test_fake';
  const publishableKey = 'pk_test_fake';
  const webhookSecret = 'whsec_fake';
  const requests: string[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failures = 0;
  let taken = 0;

  const sign = (event: Obj) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return { payload, signature };
  };

  // Deliveries to a webhook URL go one at a time, in order, each tried a few times.
  let delivery = Promise.resolve();
  if (opts.webhookUrl) {
    const url = opts.webhookUrl;
    state.onEvent = (event) => {
      delivery = delivery.then(() => deliver(url, sign(event)));
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const out = handle(req, body);
        if (out === undefined) return;
        send(res, out.status, out.body, out.type);
      } catch (err) {
        if (err instanceof FakeError) send(res, err.status, { error: err.body });
        else send(res, 500, { error: { type: 'api_error', message: String(err) } });
      }
    });
  });

  function handle(
    req: http.IncomingMessage,
    raw: string,
  ): { status: number; body: unknown; type?: string } | undefined {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return { status: 204, body: '' };
    if (url.pathname === '/health') return { status: 200, body: { ok: true } };
    if (url.pathname.startsWith('/v3')) {
      return { status: 200, body: fakeStripeJs(), type: 'application/javascript' };
    }
    if (url.pathname.startsWith('/portal/')) {
      const ret = url.searchParams.get('return_url') ?? '/';
      return {
        status: 200,
        type: 'text/html',
        body: `<!doctype html><html lang="en"><title>Customer portal (fake)</title><h1>Customer portal (fake)</h1><a href="${encodeURI(ret)}">Return</a></html>`,
      };
    }
    requests.push(`${method} ${url.pathname}`);
    const auth = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const params: Record<string, any> = {
      ...qs.parse(url.search.slice(1)),
      ...qs.parse(raw),
    };
    const publicCall = url.pathname.startsWith('/v1/payment_intents/');
    if (auth !== secretKey && !(publicCall && auth === publishableKey)) {
      throw new FakeError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided',
      });
    }
    if (failures > 0) {
      failures--;
      throw new FakeError(500, {
        type: 'api_error',
        message: 'Something went wrong (fake outage)',
      });
    }
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string' && idempotent.has(key)) return idempotent.get(key);
    const result = { status: 200, body: route(method, url.pathname, params) };
    if (typeof key === 'string') idempotent.set(key, result);
    return result;
  }

  function route(method: string, path: string, p: Record<string, any>): unknown {
    const expand: string[] = ([] as string[]).concat(p.expand ?? []);
    // ['v1', resource, id?, action?]; the portal's resource name has two parts
    const seg = path
      .replace('billing_portal/sessions', 'billing_portal_sessions')
      .split('/')
      .filter(Boolean);
    const [, resource, id, action] = seg;
    const get = (map: Map<string, Obj>, what: string) => {
      const o = map.get(id!);
      if (!o)
        throw new FakeError(404, {
          type: 'invalid_request_error',
          message: `No such ${what}: '${id}'`,
        });
      return o;
    };
    const list = (data: Obj[]) => ({ object: 'list', data, has_more: false, url: path });
    switch (`${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`) {
      case 'POST customers':
        return state.createCustomer(p);
      case 'GET customers/:id':
        return get(state.customers, 'customer');
      case 'GET prices': {
        const keys: string[] = [].concat(p.lookup_keys ?? []);
        return list(
          [...state.prices.values()].filter(
            (x) => x.active && (!keys.length || keys.includes(x.lookup_key as string)),
          ),
        );
      }
      case 'POST prices':
        return state.createPrice(p);
      case 'POST coupons':
        return state.createCoupon(p);
      case 'POST promotion_codes':
        return state.createPromotionCode(p);
      case 'POST promotion_codes/:id': {
        const pc = get(state.promotionCodes, 'promotion_code');
        if (p.active !== undefined) pc.active = p.active === 'true';
        return pc;
      }
      case 'POST subscriptions':
        return state.render(state.createSubscription(p), expand);
      case 'GET subscriptions':
        return list(
          [...state.subscriptions.values()]
            .filter((s) => !p.customer || s.customer === p.customer)
            .map((s) => state.render(s, expand)),
        );
      case 'GET subscriptions/:id':
        return state.render(get(state.subscriptions, 'subscription'), expand);
      case 'POST subscriptions/:id':
        return state.render(state.updateSubscription(id!, p), expand);
      case 'DELETE subscriptions/:id':
        return state.render(state.cancelSubscription(id!), expand);
      case 'GET invoices/:id':
        return state.renderInvoice(
          get(state.invoices, 'invoice'),
          expand.includes('confirmation_secret'),
        );
      case 'GET payment_intents/:id': {
        const pi = get(state.intents, 'payment_intent');
        if (p.client_secret !== pi.client_secret)
          throw new FakeError(404, {
            type: 'invalid_request_error',
            message: 'No such payment_intent',
          });
        return pi;
      }
      case 'POST payment_intents/:id/confirm':
        return state.confirmIntent(
          id!,
          p.client_secret,
          String(p.payment_method_data?.card?.number ?? ''),
        );
      case 'GET charges/:id':
        return get(payments.charges, 'charge');
      case 'GET invoice_payments':
        return list(payments.listInvoicePayments(p));
      case 'POST refunds':
        return payments.refund(p);
      case 'POST test_helpers/:id/redeliver': {
        // re-sends an invoice's paid event with a new id, as Stripe may deliver one twice
        const inv = get(state.invoices, 'invoice');
        state.emit('invoice.paid', inv);
        return { id: inv.id, redelivered: true };
      }
      case 'POST billing_portal_sessions': {
        const sid = state.id('bps');
        const ret = encodeURIComponent(p.return_url ?? '');
        return {
          id: sid,
          object: 'billing_portal.session',
          customer: p.customer,
          return_url: p.return_url,
          url: `${fake.url}/portal/${sid}?return_url=${ret}`,
        };
      }
      default:
        throw new FakeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: opts.port ?? 0 }, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    state,
    payments,
    secretKey,
    publishableKey,
    webhookSecret,
    requests,
    env: () => ({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
      STRIPE_JS_URL: `http://127.0.0.1:${port}/v3/`,
    }),
    failNext: (n) => {
      failures = n;
    },
    sign,
    takeEvents: () => {
      const out = state.events.slice(taken);
      taken = state.events.length;
      return out;
    },
    close: async () => {
      await delivery;
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  return fake;
}

function send(res: http.ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, {
    'content-type': type,
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'request-id': `req_fake_${Date.now()}`,
  });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Posts a signed event, a few attempts with a short pause (bounded), like Stripe's retries. */
async function deliver(url: string, signed: { payload: string; signature: string }) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
        body: signed.payload,
      });
      if (res.ok) return;
    } catch {
      /* the app may not listen yet: try again */
    }
    await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
  }
}
