// Recent Clicks (the latest 10, addresses masked) and Commission History.
import { formatCents } from '../../../../contracts/billing.js';
import type { MyAffiliateStats } from '../../../../contracts/affiliates.js';
import { Card, CardContent } from '../../../components/ui/card.js';
import { formatDate, formatTimestamp } from '../../../lib/format.js';

const th = 'py-2 pr-4 font-medium';
const td = 'py-2 pr-4';

export function RecentClicks({ clicks }: { clicks: MyAffiliateStats['clicks'] }) {
  return (
    <Card>
      <CardContent className="pt-6">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Recent Clicks</h2>
        {clicks.length === 0 ? (
          <p className="text-slate-500">No clicks yet. Share your link to get started.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="recent-clicks">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className={th}>
                    Time
                  </th>
                  <th scope="col" className={th}>
                    Landing Page
                  </th>
                  <th scope="col" className={th}>
                    IP Address
                  </th>
                  <th scope="col" className={th}>
                    Converted
                  </th>
                </tr>
              </thead>
              <tbody>
                {clicks.map((c) => (
                  <tr key={c.id} className="border-b border-slate-100">
                    <td className={td}>{formatTimestamp(c.clickedAt)}</td>
                    <td className={`${td} font-mono`}>{c.landingPage}</td>
                    <td className={`${td} font-mono`}>{c.ipAddress}</td>
                    <td className={td}>{c.converted ? 'Yes' : 'No'}</td>
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

const STATUS_TEXT: Record<string, string> = {
  pending: 'Pending (on hold)',
  due: 'Due',
  paid: 'Paid',
  reversed: 'Reversed (refunded)',
  flagged: 'Held for review',
};

export function CommissionHistory({
  commissions,
}: {
  commissions: MyAffiliateStats['commissions'];
}) {
  return (
    <Card>
      <CardContent className="pt-6">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Commission History</h2>
        {commissions.length === 0 ? (
          <p className="text-slate-500">No commissions yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="commission-history">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className={th}>
                    Date
                  </th>
                  <th scope="col" className={th}>
                    Payment
                  </th>
                  <th scope="col" className={th}>
                    Commission
                  </th>
                  <th scope="col" className={th}>
                    Status
                  </th>
                  <th scope="col" className={th}>
                    Due
                  </th>
                </tr>
              </thead>
              <tbody>
                {commissions.map((c) => (
                  <tr key={c.id} className="border-b border-slate-100" data-testid="commission-row">
                    <td className={td}>{formatDate(c.createdAt)}</td>
                    <td className={td}>{formatCents(c.subscriptionAmount)}</td>
                    <td className={td}>{formatCents(c.commissionAmount)}</td>
                    <td className={td}>{STATUS_TEXT[c.status] ?? c.status}</td>
                    <td className={td}>{formatDate(c.dueAt)}</td>
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
