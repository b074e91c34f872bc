// /affiliate-dashboard (spec commercial §2): the pitch for people without an affiliate record
// (and for signed-out visitors, with a sign-in button); otherwise the status header, and for
// approved affiliates their figures, link, recent clicks and commissions.
import { useState } from 'react';
import { DollarSign, MousePointerClick, Percent, UserCheck } from 'lucide-react';
import { formatCents } from '../../../../contracts/billing.js';
import { AFFILIATE_MSG } from '../../../../contracts/affiliates.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { StatCard } from '../../../components/ui/stat-card.js';
import { useAuth } from '../../../lib/auth/use-auth.js';
import { useMyAffiliateStats } from '../api/get-my-affiliate-stats.js';
import { CommissionHistory, RecentClicks } from '../components/affiliate-activity.js';
import { AffiliateLinkCard } from '../components/affiliate-link-card.js';
import { AffiliatePitch } from '../components/affiliate-pitch.js';
import { AffiliateStatusBadge } from '../components/affiliate-status-badge.js';
import { ApplyAffiliateDialog } from '../components/apply-affiliate-dialog.js';

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <div role="status" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-600">{children}</p>
    </div>
  );
}

export function AffiliateDashboardPage() {
  const auth = useAuth();
  const stats = useMyAffiliateStats(auth.isAuthenticated);
  const [applying, setApplying] = useState(false);
  const data = stats.data;
  const a = data?.affiliate;

  let body;
  if (auth.isLoading || (auth.isAuthenticated && stats.isLoading)) body = <PageSpinner />;
  else if (stats.isError) body = <LoadError what="Your affiliate figures" />;
  else if (!a)
    body = <AffiliatePitch signedIn={auth.isAuthenticated} onApply={() => setApplying(true)} />;
  else if (a.status === 'pending')
    body = (
      <Notice title={AFFILIATE_MSG.underReview}>
        We review every application and will let you know by e-mail. This usually takes a few
        business days.
      </Notice>
    );
  else if (a.status === 'rejected')
    body = (
      <Notice title={AFFILIATE_MSG.rejected}>
        Your application was not approved at this time.
      </Notice>
    );
  else if (a.status === 'suspended')
    body = (
      <Notice title="Affiliate Account Suspended">
        Your account does not earn new commissions. Contact support to find out more.
      </Notice>
    );
  else
    body = (
      <div className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Total Earnings" value={formatCents(a.totalEarnings)} icon={DollarSign} />
          <StatCard label="Total Clicks" value={data.stats.totalClicks} icon={MousePointerClick} />
          <StatCard label="Conversions" value={data.stats.totalConversions} icon={UserCheck} />
          <StatCard
            label="Conversion Rate"
            value={`${data.stats.conversionRate.toFixed(2)}%`}
            note={`Commission rate ${(a.commissionRate * 100).toFixed(1)}%`}
            icon={Percent}
          />
        </div>
        <AffiliateLinkCard code={a.affiliateCode} />
        <RecentClicks clicks={data.clicks} />
        <CommissionHistory commissions={data.commissions} />
      </div>
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Affiliate Program"
        subtitle="Earn commission by referring customers to Property Monitor."
        actions={a ? <AffiliateStatusBadge status={a.status} /> : undefined}
      />
      {body}
      <ApplyAffiliateDialog open={applying} onOpenChange={setApplying} />
    </div>
  );
}
