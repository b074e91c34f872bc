// Invoice history (as synced from Stripe): date, number, amount charged, status, link.
import { ExternalLink } from 'lucide-react';
import { formatCents, type InvoiceSummary } from '../../../../contracts/billing.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { useInvoices } from '../api/get-invoices.js';

const STATUS_LABEL: Record<string, string> = {
  paid: 'Paid',
  open: 'Open',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

const COLUMNS: DataColumn<InvoiceSummary>[] = [
  { header: 'Date', cell: (inv) => new Date(inv.createdAt).toLocaleDateString() },
  { header: 'Invoice', cell: (inv) => inv.number ?? inv.id },
  {
    header: 'Amount',
    cell: (inv) => formatCents(inv.status === 'paid' ? inv.amountPaidCents : inv.amountDueCents),
  },
  { header: 'Status', cell: (inv) => STATUS_LABEL[inv.status] ?? inv.status },
  {
    header: 'Link',
    hideHeader: true,
    cell: (inv) =>
      inv.hostedInvoiceUrl && (
        <a
          href={inv.hostedInvoiceUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-brand-700 hover:underline"
        >
          View
          <span className="sr-only"> invoice {inv.number ?? inv.id} (opens in a new tab)</span>
          <ExternalLink className="h-3 w-3" aria-hidden="true" />
        </a>
      ),
  },
];

export function InvoiceHistory() {
  const { data, isLoading, isError } = useInvoices(true);
  return (
    <Card data-testid="invoice-history">
      <CardHeader>
        <CardTitle className="text-base">Invoice History</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="text-sm text-slate-500">Loading invoices...</p>
        ) : isError ? (
          <p className="text-sm text-red-700">The invoices could not be loaded.</p>
        ) : (
          <DataTable columns={COLUMNS} rows={data ?? []} emptyText="No invoices yet." />
        )}
      </CardContent>
    </Card>
  );
}
