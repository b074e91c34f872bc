// A refunded charge, re-read from Stripe: the invoices it paid (API 2025-03-31 and later name
// them through invoice payments, by payment intent) have their affiliate commission reduced by
// what was refunded, or reversed when all of it was.
import type Stripe from 'stripe';
import type { Db } from '../../db/client.js';
import { reverseCommission } from '../../billing/affiliate-commissions.js';
import { idOf } from '../../billing/stripe-client.js';

export async function syncRefund(db: Db, stripe: Stripe, chargeId: string): Promise<void> {
  const charge = await stripe.charges.retrieve(chargeId);
  const intent = idOf(charge.payment_intent);
  if (!intent || charge.amount_refunded <= 0) return;
  const payments = await stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: intent },
    limit: 10,
  });
  for (const p of payments.data) {
    const invoiceId = idOf(p.invoice);
    if (invoiceId) await reverseCommission(db, invoiceId, charge.amount_refunded);
  }
}
