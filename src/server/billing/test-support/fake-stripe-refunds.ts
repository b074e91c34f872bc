// The fake's charges, invoice payments and refunds: each paid invoice's payment intent gets a
// charge and an invoice payment (how API 2025-03-31 and later link a payment to its invoice); a
// refund raises the charge's amount_refunded and emits `charge.refunded`, as Stripe does.
/* eslint-disable @typescript-eslint/no-explicit-any -- form bodies parsed by qs are untyped */
import { FakeError, type FakeStripeState, type Obj } from './fake-stripe-state.js';

export class FakeStripePayments {
  charges = new Map<string, Obj>();
  invoicePayments = new Map<string, Obj>();

  constructor(private readonly state: FakeStripeState) {}

  /** Called when an invoice is paid through its payment intent. */
  paid(invoice: Obj) {
    const pi = [...this.state.intents.values()].find((x) => x.invoice === invoice.id);
    if (!pi) return;
    const charge: Obj = {
      id: this.state.id('ch'),
      object: 'charge',
      amount: invoice.amount_paid,
      amount_refunded: 0,
      refunded: false,
      currency: 'usd',
      customer: invoice.customer,
      payment_intent: pi.id,
      created: this.state.clock(),
    };
    pi.latest_charge = charge.id;
    this.charges.set(charge.id, charge);
    const ip: Obj = {
      id: this.state.id('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: invoice.amount_paid,
      is_default: true,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: pi.id },
      created: this.state.clock(),
    };
    this.invoicePayments.set(ip.id, ip);
  }

  listInvoicePayments(p: Record<string, any>) {
    const byIntent = p.payment?.payment_intent as string | undefined;
    return [...this.invoicePayments.values()].filter(
      (x) =>
        (!byIntent || (x.payment as { payment_intent: string }).payment_intent === byIntent) &&
        (!p.invoice || x.invoice === p.invoice),
    );
  }

  /** POST /v1/refunds: by payment_intent or charge, all that is left or `amount`. */
  refund(p: Record<string, any>): Obj {
    const charge = p.charge
      ? this.charges.get(p.charge)
      : [...this.charges.values()].find((c) => c.payment_intent === p.payment_intent);
    if (!charge) {
      throw new FakeError(400, { type: 'invalid_request_error', message: 'No such charge' });
    }
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (!(amount > 0) || amount > left) {
      throw new FakeError(400, {
        type: 'invalid_request_error',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      });
    }
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: Obj = {
      id: this.state.id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      status: 'succeeded',
      created: this.state.clock(),
    };
    this.state.emit('charge.refunded', charge);
    return refund;
  }

  /** A test's shortcut: refund all of an invoice's payment. */
  refundInvoice(invoiceId: string): Obj {
    const ip = [...this.invoicePayments.values()].find((x) => x.invoice === invoiceId);
    if (!ip) throw new Error(`invoice ${invoiceId} has no payment to refund`);
    return this.refund({
      payment_intent: (ip.payment as { payment_intent: string }).payment_intent,
    });
  }
}
