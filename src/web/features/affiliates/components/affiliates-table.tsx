// The affiliates of one status tab: who, code, rate, results, and the review button.
import { formatCents } from '../../../../contracts/billing.js';
import type { AdminAffiliate } from '../../../../contracts/affiliates.js';
import { Button } from '../../../components/ui/button.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { formatDate } from '../../../lib/format.js';

type Props = { rows: AdminAffiliate[]; emptyText: string; onReview(a: AdminAffiliate): void };

export function AffiliatesTable({ rows, emptyText, onReview }: Props) {
  const columns: DataColumn<AdminAffiliate>[] = [
    {
      header: 'Affiliate',
      cell: (a) => (
        <>
          <p className="font-medium text-slate-900">{a.userName ?? a.userEmail}</p>
          <p className="text-slate-500">{a.paypalEmail}</p>
          {a.flaggedReferrals > 0 && (
            <p className="text-amber-800">{a.flaggedReferrals} held for review</p>
          )}
        </>
      ),
    },
    { header: 'Code', cell: (a) => a.affiliateCode, className: 'font-mono' },
    { header: 'Rate', cell: (a) => `${(a.commissionRate * 100).toFixed(1)}%` },
    { header: 'Clicks', cell: (a) => a.totalClicks },
    { header: 'Conversions', cell: (a) => a.totalConversions },
    { header: 'Earnings', cell: (a) => formatCents(a.totalEarnings) },
    { header: 'Applied', cell: (a) => formatDate(a.createdAt) },
    {
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (a) => (
        <Button size="sm" onClick={() => onReview(a)} aria-label={`Review ${a.affiliateCode}`}>
          Review
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowTestId="affiliate-row"
      emptyText={emptyText}
      alignTop
    />
  );
}
