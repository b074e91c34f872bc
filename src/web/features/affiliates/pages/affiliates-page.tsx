// /affiliates (spec commercial §2, platform owner and admins): stat cards, Pending / Approved /
// Rejected / Suspended tabs, the review dialog, and the monthly payouts.
import { useState } from 'react';
import { DollarSign, MousePointerClick, Percent, Users } from 'lucide-react';
import { formatCents } from '../../../../contracts/billing.js';
import {
  AFFILIATE_STATUSES,
  conversionRate,
  type AdminAffiliate,
  type AffiliateStatus,
} from '../../../../contracts/affiliates.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Card } from '../../../components/ui/card.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { StatCard } from '../../../components/ui/stat-card.js';
import { Tabs } from '../../../components/ui/tab-list.js';
import { useAffiliates } from '../api/get-affiliates.js';
import { AffiliatesTable } from '../components/affiliates-table.js';
import { PayoutsCard } from '../components/payouts-card.js';
import { ReviewAffiliateDialog } from '../components/review-affiliate-dialog.js';

const TAB: Record<AffiliateStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};
const PANEL = 'affiliates-tabpanel';

export function AffiliatesPage() {
  const { data, isLoading, isError } = useAffiliates();
  const [tab, setTab] = useState<AffiliateStatus>('pending');
  const [reviewing, setReviewing] = useState<AdminAffiliate | null>(null);
  const all = data ?? [];
  const count = (s: AffiliateStatus) => all.filter((a) => a.status === s).length;
  const sum = (f: (a: AdminAffiliate) => number) => all.reduce((n, a) => n + f(a), 0);
  const clicks = sum((a) => a.totalClicks);
  const conversions = sum((a) => a.totalConversions);
  const shown = all.filter((a) => a.status === tab);

  return (
    <div className="space-y-6">
      <PageHeader title="Affiliates" subtitle="Review affiliates, their results and payouts." />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <LoadError what="The affiliates" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label="Total Affiliates"
              value={all.length}
              note={`${count('approved')} approved`}
              icon={Users}
            />
            <StatCard
              label="Total Earnings"
              value={formatCents(sum((a) => a.totalEarnings))}
              icon={DollarSign}
            />
            <StatCard
              label="Total Clicks"
              value={clicks}
              note={`${conversions} conversions`}
              icon={MousePointerClick}
            />
            <StatCard
              label="Conversion Rate"
              value={`${conversionRate(clicks, conversions).toFixed(2)}%`}
              icon={Percent}
            />
          </div>
          <Card className="p-4">
            <Tabs<AffiliateStatus>
              label="Affiliates by status"
              panelId={PANEL}
              value={tab}
              onChange={setTab}
              items={AFFILIATE_STATUSES.map((s) => ({
                value: s,
                label: `${TAB[s]} (${count(s)})`,
              }))}
              className="mb-3"
            >
              <AffiliatesTable
                rows={shown}
                emptyText={`No ${tab} affiliates`}
                onReview={setReviewing}
              />
            </Tabs>
          </Card>
          <PayoutsCard />
        </>
      )}
      <ReviewAffiliateDialog affiliate={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
