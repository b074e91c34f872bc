// The workspace's invoice history (as synced from Stripe), newest first.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { InvoiceSummary } from '../../../contracts/billing.js';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';

export async function listInvoices(db: Db, workspaceId: string): Promise<InvoiceSummary[]> {
  const i = invoices;
  const rows = await db
    .select({
      id: i.id,
      number: i.number,
      status: i.status,
      amountDueCents: i.amountDue,
      amountPaidCents: i.amountPaid,
      currency: i.currency,
      createdAt: i.createdAt,
      paidAt: i.paidAt,
      hostedInvoiceUrl: i.hostedInvoiceUrl,
    })
    .from(i)
    .where(and(eq(i.workspaceId, workspaceId), ne(i.status, 'draft')))
    .orderBy(desc(i.createdAt), desc(i.id))
    .limit(50);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
  }));
}
