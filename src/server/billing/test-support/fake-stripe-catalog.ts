// The Stripe fake's store and catalogue: every object it holds, ids, the events Stripe would send,
// and customers, prices, coupons and promotion codes. Subscriptions, invoices and payments build
// on it in fake-stripe-state.ts. Shapes follow the API version the SDK pins.
/* eslint-disable @typescript-eslint/no-explicit-any -- form bodies parsed by qs are untyped */
import { randomBytes } from 'node:crypto';

export type Obj = Record<string, unknown> & { id: string };
export class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}
export const invalid = (message: string, status = 400) =>
  new FakeError(status, { type: 'invalid_request_error', message });

export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
} as const;
export const DECLINES: Record<string, { code: string; message: string }> = {
  [CARDS.declined]: { code: 'card_declined', message: 'Your card was declined.' },
  [CARDS.insufficient]: {
    code: 'card_declined',
    message: 'Your card has insufficient funds.',
  },
};

export const MONTH_S = 30 * 86_400;

export class FakeStripeCatalog {
  customers = new Map<string, Obj>();
  prices = new Map<string, Obj>();
  subscriptions = new Map<string, Obj>();
  invoices = new Map<string, Obj>();
  intents = new Map<string, Obj>();
  coupons = new Map<string, Obj>();
  promotionCodes = new Map<string, Obj>();
  /** the card saved on each customer by its first successful payment */
  cards = new Map<string, string>();
  events: Obj[] = [];
  /** told of each paid invoice (charges and invoice payments: fake-stripe-refunds.ts) */
  onPaid: (invoice: Obj) => void = () => {};
  onEvent: (event: Obj) => void = () => {};
  /** seconds since the epoch; tests move it */
  clock: () => number = () => Math.floor(Date.now() / 1000);
  private seq = 0;

  id(prefix: string) {
    return `${prefix}_${(++this.seq).toString(36).padStart(4, '0')}${randomBytes(6).toString('hex')}`;
  }

  emit(type: string, object: Obj) {
    const event = {
      id: this.id('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: this.clock(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      // as Stripe sends it: an invoice's confirmation secret only when expanded
      data: {
        object:
          object.object === 'invoice' ? this.renderInvoice(object, false) : structuredClone(object),
      },
    };
    this.events.push(event);
    this.onEvent(event);
  }

  // --- customers, prices, coupons, promotion codes -------------------------------------------
  createCustomer(p: Record<string, any>): Obj {
    const c = {
      id: this.id('cus'),
      object: 'customer',
      created: this.clock(),
      email: p.email ?? null,
      name: p.name ?? null,
      metadata: p.metadata ?? {},
    };
    this.customers.set(c.id, c);
    return c;
  }

  createPrice(p: Record<string, any>): Obj {
    if (p.lookup_key && p.transfer_lookup_key !== 'true') {
      const taken = [...this.prices.values()].some((x) => x.lookup_key === p.lookup_key);
      if (taken) throw invalid(`A price (${p.lookup_key}) already uses that lookup key.`);
    }
    if (p.lookup_key) {
      for (const x of this.prices.values()) if (x.lookup_key === p.lookup_key) x.lookup_key = null;
    }
    const price = {
      id: this.id('price'),
      object: 'price',
      active: true,
      currency: p.currency,
      unit_amount: Number(p.unit_amount),
      lookup_key: p.lookup_key ?? null,
      metadata: p.metadata ?? {},
      recurring: {
        interval: p.recurring?.interval ?? 'month',
        interval_count: Number(p.recurring?.interval_count ?? 1),
      },
      product: this.id('prod'),
      type: 'recurring',
      created: this.clock(),
    };
    this.prices.set(price.id, price);
    return price;
  }

  createCoupon(p: Record<string, any>): Obj {
    const c = {
      id: this.id('coupon'),
      object: 'coupon',
      name: p.name ?? null,
      duration: p.duration ?? 'once',
      percent_off: p.percent_off ? Number(p.percent_off) : null,
      amount_off: p.amount_off ? Number(p.amount_off) : null,
      currency: p.currency ?? null,
      metadata: p.metadata ?? {},
      valid: true,
    };
    this.coupons.set(c.id, c);
    return c;
  }

  createPromotionCode(p: Record<string, any>): Obj {
    const coupon = p.promotion?.coupon;
    if (!this.coupons.has(coupon)) throw invalid(`No such coupon: '${coupon}'`);
    const clash = [...this.promotionCodes.values()].some((x) => x.active && x.code === p.code);
    if (clash) throw invalid('An active promotion code with this code already exists.');
    const pc = {
      id: this.id('promo'),
      object: 'promotion_code',
      code: p.code,
      active: true,
      promotion: { type: 'coupon', coupon },
      metadata: p.metadata ?? {},
      times_redeemed: 0,
    };
    this.promotionCodes.set(pc.id, pc);
    return pc;
  }

  renderInvoice(inv: Obj, withSecret: boolean): Obj {
    const out = structuredClone(inv);
    if (!withSecret || inv.status === 'paid') out.confirmation_secret = null;
    return out;
  }
}
