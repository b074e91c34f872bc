// Monthly payouts: gather every due commission into payouts, download PayPal's mass-payment
// file, and mark each payout paid once PayPal sent it.
import { Download, Wallet } from 'lucide-react';
import { formatCents } from '../../../../contracts/billing.js';
import { AFFILIATE_MSG, type Payout } from '../../../../contracts/affiliates.js';
import { Button, buttonClass } from '../../../components/ui/button.js';
import { Card, CardContent } from '../../../components/ui/card.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatDate } from '../../../lib/format.js';
import { toastOutcome } from '../../../lib/toast-outcome.js';
import { PAYOUT_CSV_URL, useCreatePayouts, useMarkPayoutPaid, usePayouts } from '../api/payouts.js';

export function PayoutsCard() {
  const { data } = usePayouts();
  const create = useCreatePayouts();
  const markPaid = useMarkPayoutPaid();
  const payouts = data ?? [];
  const unpaid = payouts.some((p) => p.status === 'exported');
  const columns: DataColumn<Payout>[] = [
    { header: 'Month', cell: (p) => p.period },
    { header: 'Affiliate', cell: (p) => p.affiliateCode, className: 'font-mono' },
    { header: 'PayPal', cell: (p) => p.paypalEmail },
    { header: 'Amount', cell: (p) => formatCents(p.amountCents) },
    {
      header: 'Status',
      cell: (p) => (p.status === 'paid' ? `Paid ${formatDate(p.paidAt)}` : 'Awaiting payment'),
    },
    {
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (p) =>
        p.status === 'exported' && (
          <Button
            size="sm"
            variant="outline"
            disabled={markPaid.isPending}
            onClick={() =>
              markPaid.mutate(
                p.id,
                toastOutcome(AFFILIATE_MSG.markedPaid, AFFILIATE_MSG.markPaidFailed),
              )
            }
          >
            Mark Paid
          </Button>
        ),
    },
  ];
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">Payouts</h2>
            <p className="text-sm text-slate-500">
              Commissions past their 30-day hold, paid monthly by PayPal mass payment.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={create.isPending}
              onClick={() =>
                create.mutate(
                  undefined,
                  toastOutcome(AFFILIATE_MSG.exported, AFFILIATE_MSG.exportFailed),
                )
              }
            >
              <Wallet className="h-4 w-4" aria-hidden="true" />
              Create Monthly Payouts
            </Button>
            {unpaid && (
              <a href={PAYOUT_CSV_URL} download className={buttonClass('outline')}>
                <Download className="h-4 w-4" aria-hidden="true" />
                Download PayPal File
              </a>
            )}
          </div>
        </div>
        <DataTable
          columns={columns}
          rows={payouts}
          rowTestId="payout-row"
          emptyText="No payouts yet."
        />
      </CardContent>
    </Card>
  );
}
