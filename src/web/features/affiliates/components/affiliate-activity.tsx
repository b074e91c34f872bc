// Recent Clicks (the latest 10, addresses masked) and Commission History.
import { formatCents } from '../../../../contracts/billing.js';
import type { MyAffiliateStats } from '../../../../contracts/affiliates.js';
import { Card, CardContent } from '../../../components/ui/card.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatDate, formatTimestamp } from '../../../lib/format.js';

type Click = MyAffiliateStats['clicks'][number];
type Commission = MyAffiliateStats['commissions'][number];

const CLICK_COLUMNS: DataColumn<Click>[] = [
  { header: 'Time', cell: (c) => formatTimestamp(c.clickedAt) },
  { header: 'Landing Page', cell: (c) => c.landingPage, className: 'font-mono' },
  { header: 'IP Address', cell: (c) => c.ipAddress, className: 'font-mono' },
  { header: 'Converted', cell: (c) => (c.converted ? 'Yes' : 'No') },
];

export function RecentClicks({ clicks }: { clicks: MyAffiliateStats['clicks'] }) {
  return (
    <Card>
      <CardContent className="pt-6">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Recent Clicks</h2>
        <DataTable
          columns={CLICK_COLUMNS}
          rows={clicks}
          emptyText="No clicks yet. Share your link to get started."
          data-testid="recent-clicks"
        />
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

const COMMISSION_COLUMNS: DataColumn<Commission>[] = [
  { header: 'Date', cell: (c) => formatDate(c.createdAt) },
  { header: 'Payment', cell: (c) => formatCents(c.subscriptionAmount) },
  { header: 'Commission', cell: (c) => formatCents(c.commissionAmount) },
  { header: 'Status', cell: (c) => STATUS_TEXT[c.status] ?? c.status },
  { header: 'Due', cell: (c) => formatDate(c.dueAt) },
];

export function CommissionHistory({
  commissions,
}: {
  commissions: MyAffiliateStats['commissions'];
}) {
  return (
    <Card>
      <CardContent className="pt-6">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Commission History</h2>
        <DataTable
          columns={COMMISSION_COLUMNS}
          rows={commissions}
          rowTestId="commission-row"
          emptyText="No commissions yet."
          data-testid="commission-history"
        />
      </CardContent>
    </Card>
  );
}
