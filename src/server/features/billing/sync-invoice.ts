// Re-reads an invoice from Stripe, stores it (a paid one earns a referring affiliate their
// commission, once), then re-reads its subscription.
import type Stripe from 'stripe';
import type { Db } from '../../db/client.js';
import { workspaceOfCustomer, workspaceOfSubscription } from './find-workspace.js';
import { idOf } from '../../billing/stripe-client.js';
import { recordCommission } from '../../billing/affiliate-commissions.js';
import { syncSubscription } from './sync-subscription.js';
import { subscriptionOfInvoice, upsertInvoice } from './upsert-invoice.js';

export async function syncInvoice(
  db: Db,
  stripe: Stripe,
  invoiceId: string,
  now: Date = new Date(),
): Promise<void> {
  const invoice = await stripe.invoices.retrieve(invoiceId);
  const subscriptionId = subscriptionOfInvoice(invoice);
  const customerId = idOf(invoice.customer);
  const workspaceId = subscriptionId
    ? await workspaceOfSubscription(db, subscriptionId, customerId)
    : await workspaceOfCustomer(db, customerId);
  if (workspaceId) await upsertInvoice(db, invoice, workspaceId);
  const paidAt = invoice.status_transitions?.paid_at;
  if (workspaceId && invoice.id && invoice.status === 'paid' && paidAt) {
    await recordCommission(db, {
      id: invoice.id,
      workspaceId,
      amountPaid: invoice.amount_paid,
      paidAt: new Date(paidAt * 1000),
    });
  }
  if (subscriptionId) await syncSubscription(db, stripe, subscriptionId, now);
}
