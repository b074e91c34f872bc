// The four cards above the reports (spec core §2): Total Properties, Online Now, Offline, Uptime %.
import { Building2, TrendingUp, Wifi, WifiOff } from 'lucide-react';
import { StatCard, StatCardPlaceholder } from '../../../components/stat-card.js';
import { formatPercent } from '../../../lib/format.js';
import { useDashboardStats } from '../../../lib/api/get-dashboard-stats.js';

export function ReportStatCards() {
  const { data: stats, isError } = useDashboardStats();
  if (!stats && !isError) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <StatCardPlaceholder key={i} />
        ))}
      </div>
    );
  }
  // Counts may arrive as numeric strings (spec core §3).
  const count = (v: number | string | undefined) => (v === undefined ? '—' : String(Number(v)));
  const uptime = stats?.systemUptime ?? null;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        testId="report-stat-card"
        title="Total Properties"
        value={count(stats?.totalProperties)}
        note="Monitored in this workspace"
        icon={Building2}
        iconClass="text-brand-600"
      />
      <StatCard
        testId="report-stat-card"
        title="Online Now"
        value={count(stats?.onlineProperties)}
        note="Answered their last check"
        icon={Wifi}
        iconClass="text-emerald-600"
      />
      <StatCard
        testId="report-stat-card"
        title="Offline"
        value={count(stats?.offlineProperties)}
        note="Confirmed outages"
        icon={WifiOff}
        iconClass="text-red-600"
      />
      <StatCard
        testId="report-stat-card"
        title="Uptime %"
        value={formatPercent(uptime)}
        note={
          uptime === null
            ? 'No checks in the last 24 hours'
            : 'Checks that succeeded, last 24 hours'
        }
        icon={TrendingUp}
        iconClass="text-amber-600"
      />
    </div>
  );
}
