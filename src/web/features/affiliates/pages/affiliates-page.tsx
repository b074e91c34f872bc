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
import { PageHeader } from '../../../components/layout/page-header.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { StatCard } from '../../../components/ui/stat-card.js';
import { TabList, tabId } from '../../../components/ui/tab-list.js';
import { formatDate } from '../../../lib/format.js';
import { useAffiliates } from '../api/get-affiliates.js';
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
        <p role="alert" className="text-sm text-red-700">
          The affiliates could not be loaded. Please reload the page.
        </p>
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
            <TabList<AffiliateStatus>
              label="Affiliates by status"
              panelId={PANEL}
              value={tab}
              onChange={setTab}
              items={AFFILIATE_STATUSES.map((s) => ({
                value: s,
                label: `${TAB[s]} (${count(s)})`,
              }))}
              className="mb-3"
            />
            <div role="tabpanel" id={PANEL} aria-labelledby={tabId(PANEL, tab)}>
              {shown.length === 0 ? (
                <p className="py-8 text-center text-slate-500">No {tab} affiliates</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead className="border-b border-slate-200 text-slate-600">
                      <tr>
                        <th scope="col" className="py-2 pr-4 font-medium">
                          Affiliate
                        </th>
                        <th scope="col" className="py-2 pr-4 font-medium">
                          Code
                        </th>
                        <th scope="col" className="py-2 pr-4 font-medium">
                          Rate
                        </th>
                        <th scope="col" className="py-2 pr-4 font-medium">
                          Clicks
                        </th>
                        <th scope="col" className="py-2 pr-4 font-medium">
                          Conversions
                        </th>
                        <th scope="col" className="py-2 pr-4 font-medium">
                          Earnings
                        </th>
                        <th scope="col" className="py-2 pr-4 font-medium">
                          Applied
                        </th>
                        <th scope="col" className="py-2 font-medium">
                          <span className="sr-only">Actions</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((a) => (
                        <tr
                          key={a.id}
                          className="border-b border-slate-100 align-top"
                          data-testid="affiliate-row"
                        >
                          <td className="py-2 pr-4">
                            <p className="font-medium text-slate-900">
                              {a.userName ?? a.userEmail}
                            </p>
                            <p className="text-slate-500">{a.paypalEmail}</p>
                            {a.flaggedReferrals > 0 && (
                              <p className="text-amber-800">{a.flaggedReferrals} held for review</p>
                            )}
                          </td>
                          <td className="py-2 pr-4 font-mono">{a.affiliateCode}</td>
                          <td className="py-2 pr-4">{(a.commissionRate * 100).toFixed(1)}%</td>
                          <td className="py-2 pr-4">{a.totalClicks}</td>
                          <td className="py-2 pr-4">{a.totalConversions}</td>
                          <td className="py-2 pr-4">{formatCents(a.totalEarnings)}</td>
                          <td className="py-2 pr-4">{formatDate(a.createdAt)}</td>
                          <td className="py-2 text-right">
                            <Button
                              size="sm"
                              onClick={() => setReviewing(a)}
                              aria-label={`Review ${a.affiliateCode}`}
                            >
                              Review
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          </Card>
          <PayoutsCard />
        </>
      )}
      <ReviewAffiliateDialog affiliate={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
