// The four summary cards (spec core §2): totals, online and offline shares, average response.
import { Activity, Building2, Wifi, WifiOff } from 'lucide-react';
import type { DashboardStats } from '../../../../contracts/monitoring.js';
import { StatCard, StatCardPlaceholder } from '../../../components/stat-card.js';
import { formatChangeFromYesterday, formatMsValue, formatPercentOf } from '../../../lib/format.js';

export function SummaryCards({ stats }: { stats: DashboardStats | undefined }) {
  if (!stats) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <StatCardPlaceholder key={i} testId="summary-card-placeholder" />
        ))}
      </div>
    );
  }
  const total = stats.totalProperties;
  const avg = stats.avgResponseTime;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        testId="summary-card"
        title="Total Properties"
        value={String(total)}
        note={`${stats.timeoutProperties} timeout, ${stats.unknownProperties} not checked yet`}
        icon={Building2}
        iconClass="text-brand-600"
      />
      <StatCard
        testId="summary-card"
        title="Online"
        value={String(stats.onlineProperties)}
        note={`${formatPercentOf(stats.onlineProperties, total)}% uptime`}
        icon={Wifi}
        iconClass="text-emerald-600"
      />
      <StatCard
        testId="summary-card"
        title="Offline"
        value={String(stats.offlineProperties)}
        note={`${formatPercentOf(stats.offlineProperties, total)}% disconnected`}
        icon={WifiOff}
        iconClass="text-red-600"
      />
      <StatCard
        testId="summary-card"
        title="Avg Response"
        value={avg === null ? '—' : `${formatMsValue(avg)}ms`}
        note={formatChangeFromYesterday(avg, stats.yesterdayAvgResponseTime)}
        icon={Activity}
        iconClass="text-amber-600"
      />
    </div>
  );
}
