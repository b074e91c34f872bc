// The workspace's invoice history (as synced from Stripe), newest first.
import { sql } from 'drizzle-orm';
import type { InvoiceSummary } from '../../../contracts/billing.js';
import type { Db } from '../../db/client.js';

export async function listInvoices(db: Db, workspaceId: string): Promise<InvoiceSummary[]> {
  const { rows } = await db.execute(sql`
    SELECT id, number, status, amount_due, amount_paid, currency, created_at, paid_at, hosted_invoice_url
      FROM invoices WHERE workspace_id = ${workspaceId} AND status <> 'draft'
     ORDER BY created_at DESC, id DESC LIMIT 50`);
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    id: r.id as string,
    number: (r.number as string | null) ?? null,
    status: r.status as string,
    amountDueCents: r.amount_due as number,
    amountPaidCents: r.amount_paid as number,
    currency: r.currency as string,
    createdAt: new Date(r.created_at as string).toISOString(),
    paidAt: r.paid_at ? new Date(r.paid_at as string).toISOString() : null,
    hostedInvoiceUrl: (r.hosted_invoice_url as string | null) ?? null,
  }));
}
