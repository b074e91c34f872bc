// The stateful heart of the Stripe fake: subscriptions, invoices and payment intents on top of the
// catalogue (fake-stripe-catalog.ts), with the behaviour this product relies on (incomplete
// subscriptions paid through a client secret, discounts, prorated plan changes, renewals), and
// the events Stripe would send (an invoice names its subscription under `parent`).
/* eslint-disable @typescript-eslint/no-explicit-any -- form bodies parsed by qs are untyped */
import { randomBytes } from 'node:crypto';
import {
  DECLINES,
  FakeError,
  FakeStripeCatalog,
  invalid,
  MONTH_S,
  type Obj,
} from './fake-stripe-catalog.js';

export { CARDS, FakeError, type Obj } from './fake-stripe-catalog.js';

export class FakeStripeState extends FakeStripeCatalog {
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
}
