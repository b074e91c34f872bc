// Writes an invoice as Stripe has it: what was charged after discounts is what revenue reads.
import type Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { idOf } from '../../billing/stripe-client.js';

const at = (unix: number | null | undefined) =>
  unix === null || unix === undefined ? null : new Date(unix * 1000).toISOString();

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
  await tx.execute(sql`
    INSERT INTO invoices (id, workspace_id, subscription_id, number, status, billing_reason,
                          amount_due, amount_paid, currency, paid_at, hosted_invoice_url,
                          invoice_pdf, created_at)
    VALUES (${invoice.id}, ${workspaceId}, ${subscriptionOfInvoice(invoice)}, ${invoice.number},
            ${invoice.status ?? 'draft'}, ${invoice.billing_reason}, ${invoice.amount_due},
            ${invoice.amount_paid}, ${invoice.currency}, ${at(invoice.status_transitions?.paid_at)},
            ${invoice.hosted_invoice_url ?? null}, ${invoice.invoice_pdf ?? null},
            ${at(invoice.created)})
    ON CONFLICT (id) DO UPDATE SET
      number = EXCLUDED.number, status = EXCLUDED.status, amount_due = EXCLUDED.amount_due,
      amount_paid = EXCLUDED.amount_paid, paid_at = EXCLUDED.paid_at,
      hosted_invoice_url = EXCLUDED.hosted_invoice_url, invoice_pdf = EXCLUDED.invoice_pdf`);
}
