// /business-dashboard (spec commercial §2, platform owner): users, subscriptions, MRR, growth with
// its trend, subscriptions by plan, revenue summary, the 12-month chart, insights and the
// customer e-mail export. Money as charged (after discounts), never a second price list.
import { lazy, Suspense } from 'react';
import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  CreditCard,
  DollarSign,
  Lightbulb,
  Users,
} from 'lucide-react';
import { formatCents } from '../../../../contracts/billing.js';
import type { BusinessMetrics } from '../../../../contracts/business.js';
import { PLAN_IDS, PLANS } from '../../../../contracts/plans.js';
import { AccessDenied } from '../../../components/layout/access-denied.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { StatCard } from '../../../components/ui/stat-card.js';
import { useBusinessMetrics } from '../api/get-business-metrics.js';
import { CustomerExport } from '../components/customer-export.js';

const RevenueChart = lazy(() =>
  import('../components/revenue-chart.js').then((m) => ({ default: m.RevenueChart })),
);

const TREND_ICON = { Growing: ArrowUpRight, Declining: ArrowDownRight, Stable: ArrowRight };

export function BusinessDashboardPage() {
  const { data, isLoading, isError } = useBusinessMetrics();
  if (isLoading) return <PageSpinner />;
  // spec §6: the client shows Access Denied when the metrics are refused
  if (isError || !data) return <AccessDenied />;
  return <Dashboard m={data} />;
}

function Dashboard({ m }: { m: BusinessMetrics }) {
  const TrendIcon = TREND_ICON[m.trend];
  const growth = `${m.revenueGrowth > 0 ? '+' : ''}${m.revenueGrowth}%`;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Business Dashboard"
        subtitle="Revenue and customers, from paid invoices."
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Users" value={m.totalUsers} icon={Users} />
        <StatCard
          label="Active Subscriptions"
          value={m.activeSubscriptions}
          note={`${m.conversionRate}% conversion rate`}
          icon={CreditCard}
        />
        <StatCard
          label="Monthly Recurring Revenue"
          value={formatCents(m.monthlyRecurringRevenue)}
          note={`Annual run rate ${formatCents(m.annualRunRate)}`}
          icon={DollarSign}
        />
        <Card className="p-4">
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-slate-600">Revenue Growth</p>
            <TrendIcon className="h-4 w-4 text-slate-500" aria-hidden="true" />
          </div>
          <p className="mt-2 text-2xl font-bold text-slate-900" data-testid="stat-revenue-growth">
            {growth}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            <span data-testid="revenue-trend" className="font-semibold">
              {m.trend}
            </span>
            : last 30 days vs the 30 before
          </p>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">MRR and revenue, last 12 months</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<div className="h-72 animate-pulse rounded bg-slate-100" />}>
              <RevenueChart months={m.revenueByMonth} />
            </Suspense>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Subscriptions by Plan</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-3" data-testid="subscriptions-by-plan">
              {PLAN_IDS.map((id) => {
                const n = m.subscriptionsByPlan[id] ?? 0;
                const pct = m.activeSubscriptions
                  ? Math.round((n / m.activeSubscriptions) * 100)
                  : 0;
                return (
                  <li key={id}>
                    <div className="flex justify-between text-sm">
                      <span className="text-slate-700">{PLANS[id].name}</span>
                      <span className="font-medium text-slate-900">
                        {n} <span className="text-slate-500">({pct}%)</span>
                      </span>
                    </div>
                    <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                      <div className="h-2 rounded-full bg-brand-600" style={{ width: `${pct}%` }} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Revenue Summary</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-2 text-sm">
              {(
                [
                  ['Total revenue (12 months)', formatCents(m.totalRevenue)],
                  ['Monthly recurring revenue', formatCents(m.monthlyRecurringRevenue)],
                  ['Annual run rate', formatCents(m.annualRunRate)],
                  ['Average revenue per customer', formatCents(m.averageRevenuePerUser)],
                  ['Conversion rate', `${m.conversionRate}%`],
                ] as const
              ).map(([k, v]) => (
                <div key={k} className="flex justify-between">
                  <dt className="text-slate-600">{k}</dt>
                  <dd className="font-medium text-slate-900">{v}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Lightbulb className="h-4 w-4" aria-hidden="true" />
              Insights
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700" data-testid="insights">
              {m.insights.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <CustomerExport />
      </div>
    </div>
  );
}
