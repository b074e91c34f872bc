// Commissions from paid invoices (docs/decisions/013-programmes.md), written by the Stripe
// webhook's invoice and refund handling. One commission per invoice (a unique key), so a payment
// event delivered twice, or re-read on the checkout's return, creates one row. Only approved
// affiliates earn: a suspended one earns nothing new. A flagged (self-)referral's commission
// is held for review.
import { sql } from 'drizzle-orm';
import { AFFILIATE_TERMS } from '../../contracts/affiliates.js';
import type { Db } from '../db/client.js';

type Exec = Pick<Db, 'execute'>;

export async function recordCommission(
  db: Exec,
  invoice: { id: string; workspaceId: string; amountPaid: number; paidAt: Date },
): Promise<void> {
  if (invoice.amountPaid <= 0) return;
  const dueAt = new Date(invoice.paidAt.getTime() + AFFILIATE_TERMS.holdDays * 86_400_000);
  await db.execute(sql`
    INSERT INTO affiliate_commissions (affiliate_id, workspace_id, invoice_id, subscription_amount,
                                       commission_amount, rate, status, due_at, created_at)
    SELECT a.id, r.workspace_id, ${invoice.id}, ${invoice.amountPaid},
           round(${invoice.amountPaid} * a.commission_rate)::int, a.commission_rate,
           CASE WHEN r.flagged_reason IS NULL THEN 'pending' ELSE 'flagged' END,
           ${dueAt.toISOString()}, ${invoice.paidAt.toISOString()}
    FROM affiliate_referrals r JOIN affiliates a ON a.id = r.affiliate_id
    WHERE r.workspace_id = ${invoice.workspaceId} AND a.status = 'approved'
    ON CONFLICT (invoice_id) DO NOTHING`);
}

/**
 * A refund of an invoice's payment (`refunded` is the total refunded so far, so a repeated event
 * changes nothing): the commission shrinks to the rate of what is kept, and a full refund
 * reverses it. A commission already paid out is left as it is (the decision record says why).
 */
export async function reverseCommission(
  db: Exec,
  invoiceId: string,
  refunded: number,
): Promise<void> {
  await db.execute(sql`
    UPDATE affiliate_commissions SET
      refunded_amount = least(${refunded}, subscription_amount),
      commission_amount = round(greatest(subscription_amount - ${refunded}, 0) * rate)::int,
      status = CASE WHEN subscription_amount - ${refunded} <= 0 THEN 'reversed' ELSE status END,
      updated_at = now()
    WHERE invoice_id = ${invoiceId} AND status <> 'paid' AND payout_id IS NULL`);
}
