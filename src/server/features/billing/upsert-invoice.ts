// Writes an invoice as Stripe has it: what was charged after discounts is what revenue reads.
import type Stripe from 'stripe';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { idOf } from '../../billing/stripe-client.js';

const at = (unix: number | null | undefined) =>
  unix === null || unix === undefined ? null : new Date(unix * 1000);

/** The subscription an invoice belongs to (API 2025-03-31 and later: under `parent`). */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

export async function upsertInvoice(
  tx: DbOrTx,
  invoice: Stripe.Invoice,
  workspaceId: string,
): Promise<void> {
  if (!invoice.id) return; // a preview invoice has no id
  // what a later read from Stripe may change; owner, subscription, reason and date stay
  const current = {
    number: invoice.number,
    status: invoice.status ?? 'draft',
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    paidAt: at(invoice.status_transitions?.paid_at),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
  };
  await tx
    .insert(invoices)
    .values({
      id: invoice.id,
      workspaceId,
      subscriptionId: subscriptionOfInvoice(invoice),
      billingReason: invoice.billing_reason,
      currency: invoice.currency,
      createdAt: new Date(invoice.created * 1000),
      ...current,
    })
    .onConflictDoUpdate({ target: invoices.id, set: current });
}
