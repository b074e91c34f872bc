// Monthly payouts: gather every due commission into payouts, download PayPal's mass-payment
// file, and mark each payout paid once PayPal sent it.
import { Download, Wallet } from 'lucide-react';
import { formatCents } from '../../../../contracts/billing.js';
import { AFFILIATE_MSG } from '../../../../contracts/affiliates.js';
import { Button, buttonClass } from '../../../components/ui/button.js';
import { Card, CardContent } from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast/index.js';
import { formatDate } from '../../../lib/format.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { PAYOUT_CSV_URL, useCreatePayouts, useMarkPayoutPaid, usePayouts } from '../api/payouts.js';

export function PayoutsCard() {
  const { data } = usePayouts();
  const create = useCreatePayouts();
  const markPaid = useMarkPayoutPaid();
  const payouts = data ?? [];
  const unpaid = payouts.some((p) => p.status === 'exported');
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
                create.mutate(undefined, {
                  onSuccess: () => toast({ title: AFFILIATE_MSG.exported, variant: 'success' }),
                  onError: (err) => toastApiError(err, AFFILIATE_MSG.exportFailed),
                })
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
        {payouts.length === 0 ? (
          <p className="text-slate-500">No payouts yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Month
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Affiliate
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    PayPal
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {payouts.map((p) => (
                  <tr key={p.id} className="border-b border-slate-100" data-testid="payout-row">
                    <td className="py-2 pr-4">{p.period}</td>
                    <td className="py-2 pr-4 font-mono">{p.affiliateCode}</td>
                    <td className="py-2 pr-4">{p.paypalEmail}</td>
                    <td className="py-2 pr-4">{formatCents(p.amountCents)}</td>
                    <td className="py-2 pr-4">
                      {p.status === 'paid' ? `Paid ${formatDate(p.paidAt)}` : 'Awaiting payment'}
                    </td>
                    <td className="py-2 text-right">
                      {p.status === 'exported' && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={markPaid.isPending}
                          onClick={() =>
                            markPaid.mutate(p.id, {
                              onSuccess: () =>
                                toast({ title: AFFILIATE_MSG.markedPaid, variant: 'success' }),
                              onError: (err) => toastApiError(err, AFFILIATE_MSG.markPaidFailed),
                            })
                          }
                        >
                          Mark Paid
                        </Button>
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
