// Invoice history (as synced from Stripe): date, number, amount charged, status, link.
import { ExternalLink } from 'lucide-react';
import { formatCents } from '../../../../contracts/billing.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useInvoices } from '../api/get-invoices.js';

const STATUS_LABEL: Record<string, string> = {
  paid: 'Paid',
  open: 'Open',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

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
        ) : !data?.length ? (
          <p className="text-sm text-slate-500">No invoices yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Invoice
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">Link</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.map((inv) => (
                  <tr key={inv.id}>
                    <td className="py-2 pr-4">{new Date(inv.createdAt).toLocaleDateString()}</td>
                    <td className="py-2 pr-4">{inv.number ?? inv.id}</td>
                    <td className="py-2 pr-4">
                      {formatCents(
                        inv.status === 'paid' ? inv.amountPaidCents : inv.amountDueCents,
                      )}
                    </td>
                    <td className="py-2 pr-4">{STATUS_LABEL[inv.status] ?? inv.status}</td>
                    <td className="py-2">
                      {inv.hostedInvoiceUrl && (
                        <a
                          href={inv.hostedInvoiceUrl}
                          target="_blank"
                          rel="noreferrer"
                          className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                        >
                          View
                          <span className="sr-only">
                            {' '}
                            invoice {inv.number ?? inv.id} (opens in a new tab)
                          </span>
                          <ExternalLink className="h-3 w-3" aria-hidden="true" />
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
