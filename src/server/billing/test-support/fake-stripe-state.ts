// The stateful heart of the Stripe fake: customers, prices, subscriptions, invoices, payment
// intents, coupons and promotion codes, with the behaviour this product relies on (incomplete
// subscriptions paid through a client secret, discounts, prorated plan changes, renewals), and
// the events Stripe would send. Shapes follow the API version the SDK pins (items carry the
// billing period; an invoice names its subscription under `parent`).
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
const invalid = (message: string, status = 400) =>
  new FakeError(status, { type: 'invalid_request_error', message });

export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
} as const;
const DECLINES: Record<string, { code: string; message: string }> = {
  [CARDS.declined]: { code: 'card_declined', message: 'Your card was declined.' },
  [CARDS.insufficient]: {
    code: 'card_declined',
    message: 'Your card has insufficient funds.',
  },
};

const MONTH_S = 30 * 86_400;

export class FakeStripeState {
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

  // --- subscriptions ---------------------------------------------------------------------------
  createSubscription(p: Record<string, any>): Obj {
    const customer = this.customers.get(p.customer);
    if (!customer) throw invalid(`No such customer: '${p.customer}'`);
    const price = this.prices.get(p.items?.[0]?.price);
    if (!price) throw invalid(`No such price: '${p.items?.[0]?.price}'`);
    const promo = p.discounts?.[0]?.promotion_code;
    const pc = promo ? this.promotionCodes.get(promo) : undefined;
    if (promo && (!pc || !pc.active)) throw invalid(`No such promotion code: '${promo}'`);
    const now = this.clock();
    const sub: Obj = {
      id: this.id('sub'),
      object: 'subscription',
      customer: customer.id,
      status: 'incomplete',
      created: now,
      metadata: p.metadata ?? {},
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      pending_update: null,
      default_payment_method: null,
      discounts: pc ? [pc.id] : [],
      items: {
        object: 'list',
        has_more: false,
        url: '/v1/subscription_items',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: now,
            current_period_end: now + MONTH_S,
          },
        ],
      },
      latest_invoice: null,
    };
    this.subscriptions.set(sub.id, sub);
    const coupon = pc ? this.coupons.get((pc.promotion as { coupon: string }).coupon) : undefined;
    const amount = this.discounted(price.unit_amount as number, coupon);
    const invoice = this.createInvoice(sub, amount, 'subscription_create');
    if (pc) pc.times_redeemed = (pc.times_redeemed as number) + 1;
    this.emit('customer.subscription.created', sub);
    if (amount === 0) this.markPaid(invoice, sub);
    return sub;
  }

  private discounted(amount: number, coupon: Obj | undefined) {
    if (!coupon) return amount;
    const off = coupon.percent_off
      ? Math.round((amount * (coupon.percent_off as number)) / 100)
      : ((coupon.amount_off as number) ?? 0);
    return Math.max(0, amount - off);
  }

  createInvoice(sub: Obj, amount: number, reason: string): Obj {
    const invoice: Obj = {
      id: this.id('in'),
      object: 'invoice',
      customer: sub.customer,
      status: 'open',
      number: `FAKE-${this.invoices.size + 1}`,
      billing_reason: reason,
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      currency: 'usd',
      created: this.clock(),
      status_transitions: { finalized_at: this.clock(), paid_at: null },
      hosted_invoice_url: null,
      invoice_pdf: null,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      confirmation_secret: null,
    };
    invoice.hosted_invoice_url = `https://invoice.fake.test/${invoice.id}`;
    if (amount > 0) {
      const pi = {
        id: this.id('pi'),
        object: 'payment_intent',
        amount,
        currency: 'usd',
        status: 'requires_payment_method',
        invoice: invoice.id,
        last_payment_error: null as unknown,
      };
      (pi as Obj).client_secret = `${pi.id}_secret_${randomBytes(8).toString('hex')}`;
      this.intents.set(pi.id, pi as Obj);
      invoice.confirmation_secret = {
        type: 'payment_intent',
        client_secret: (pi as Obj).client_secret,
      };
    }
    this.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    this.emit('invoice.finalized', invoice);
    return invoice;
  }

  private markPaid(invoice: Obj, sub: Obj) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    (invoice.status_transitions as Record<string, unknown>).paid_at = this.clock();
    this.onPaid(invoice);
    if (sub.status === 'incomplete' || sub.status === 'past_due') sub.status = 'active';
    this.emit('invoice.paid', invoice);
    this.emit('invoice.payment_succeeded', invoice);
    this.emit('customer.subscription.updated', sub);
  }

  /** What the browser's confirmPayment does: pay an invoice's intent with a card. */
  confirmIntent(intentId: string, clientSecret: string, card: string): Obj {
    const pi = this.intents.get(intentId);
    if (!pi || pi.client_secret !== clientSecret) throw invalid('No such payment_intent', 404);
    if (pi.status === 'succeeded') return pi;
    const invoice = this.invoices.get(pi.invoice as string)!;
    const subId = (invoice.parent as { subscription_details: { subscription: string } })
      .subscription_details.subscription;
    const sub = this.subscriptions.get(subId)!;
    const decline = DECLINES[card];
    if (decline) {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = { type: 'card_error', ...decline };
      this.emit('invoice.payment_failed', invoice);
      throw new FakeError(402, {
        type: 'card_error',
        code: decline.code,
        decline_code: 'generic_decline',
        message: decline.message,
        payment_intent: { id: pi.id, status: pi.status },
      });
    }
    pi.status = 'succeeded';
    pi.last_payment_error = null;
    this.cards.set(sub.customer as string, card);
    sub.default_payment_method = `pm_card_${card.slice(-4)}`;
    this.markPaid(invoice, sub);
    return pi;
  }

  /** Charges the customer's saved card off-session; false when it fails. */
  private chargeSaved(invoice: Obj, sub: Obj): boolean {
    const card = this.cards.get(sub.customer as string);
    if (!card || DECLINES[card]) {
      this.emit('invoice.payment_failed', invoice);
      return false;
    }
    const pi = [...this.intents.values()].find((x) => x.invoice === invoice.id);
    if (pi) pi.status = 'succeeded';
    this.markPaid(invoice, sub);
    return true;
  }

  updateSubscription(id: string, p: Record<string, any>): Obj {
    const sub = this.subscriptions.get(id);
    if (!sub) throw invalid(`No such subscription: '${id}'`, 404);
    if (p.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
      sub.canceled_at = sub.cancel_at_period_end ? this.clock() : null;
    }
    const change = p.items?.[0];
    if (change?.price) {
      const item = (sub.items as { data: Obj[] }).data.find((i) => i.id === change.id);
      const price = this.prices.get(change.price);
      if (!item || !price) throw invalid('No such subscription item or price');
      const old = (item.price as Obj).unit_amount as number;
      const now = this.clock();
      const start = item.current_period_start as number;
      const end = item.current_period_end as number;
      const due = Math.round(((price.unit_amount as number) - old) * ((end - now) / (end - start)));
      if (due > 0 && p.proration_behavior === 'always_invoice') {
        const invoice = this.createInvoice(sub, due, 'subscription_update');
        if (!this.chargeSaved(invoice, sub) && p.payment_behavior === 'pending_if_incomplete') {
          invoice.status = 'void';
          sub.pending_update = {
            expires_at: now + 82_800,
            subscription_items: [{ price: price.id }],
          };
          this.emit('customer.subscription.updated', sub);
          return sub;
        }
      }
      item.price = price;
    }
    this.emit('customer.subscription.updated', sub);
    return sub;
  }

  cancelSubscription(id: string): Obj {
    const sub = this.subscriptions.get(id);
    if (!sub) throw invalid(`No such subscription: '${id}'`, 404);
    sub.status = 'canceled';
    sub.ended_at = this.clock();
    sub.canceled_at = this.clock();
    this.emit('customer.subscription.deleted', sub);
    return sub;
  }

  /**
   * The period ends (tests move the clock past it first): a subscription set to cancel ends; any
   * other is renewed and charged to the saved card, going past due when that fails.
   */
  renew(id: string): Obj {
    const sub = this.subscriptions.get(id)!;
    const item = (sub.items as { data: Obj[] }).data[0]!;
    if (sub.cancel_at_period_end) {
      sub.status = 'canceled';
      sub.ended_at = item.current_period_end;
      this.emit('customer.subscription.deleted', sub);
      return sub;
    }
    item.current_period_start = item.current_period_end;
    item.current_period_end = (item.current_period_end as number) + MONTH_S;
    const invoice = this.createInvoice(
      sub,
      (item.price as Obj).unit_amount as number,
      'subscription_cycle',
    );
    if (!this.chargeSaved(invoice, sub)) {
      sub.status = 'past_due';
      this.emit('customer.subscription.updated', sub);
    }
    return sub;
  }

  /** Retries are exhausted: Stripe cancels the unpaid subscription. */
  giveUp(id: string): Obj {
    return this.cancelSubscription(id);
  }

  /** A subscription with its latest invoice (and the invoice's secret) expanded as asked. */
  render(sub: Obj, expand: string[]): Obj {
    const out = structuredClone(sub);
    if (expand.some((e) => e === 'latest_invoice' || e.startsWith('latest_invoice.'))) {
      const inv = sub.latest_invoice ? this.invoices.get(sub.latest_invoice as string) : null;
      out.latest_invoice = inv
        ? this.renderInvoice(inv, expand.includes('latest_invoice.confirmation_secret'))
        : null;
    }
    return out;
  }

  renderInvoice(inv: Obj, withSecret: boolean): Obj {
    const out = structuredClone(inv);
    if (!withSecret || inv.status === 'paid') out.confirmation_secret = null;
    return out;
  }
}
