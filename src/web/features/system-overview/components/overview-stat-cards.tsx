// Four stat cards from GET /api/dashboard/stats: totals, response time, 24 h uptime, alerts.
// Missing figures say so ("No checks yet") instead of showing a made-up number.
import { Activity, BellRing, Building2, TrendingUp } from 'lucide-react';
import type { DashboardStats } from '../../../../contracts/monitoring.js';
import { Card } from '../../../components/ui/card.js';
import { StatCard } from '../../../components/stat-card.js';
import { formatMsValue, formatPercent } from '../../../lib/format.js';

export function OverviewStatCards({ stats }: { stats: DashboardStats | undefined }) {
  if (!stats) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="h-28 animate-pulse p-5" aria-hidden="true" />
        ))}
      </div>
    );
  }
  const online = Number(stats.onlineProperties);
  const offline = Number(stats.offlineProperties);
  const avg = stats.avgResponseTime;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        testId="overview-stat"
        title="Total Properties"
        value={String(Number(stats.totalProperties))}
        note={`${online} online, ${offline} offline`}
        icon={Building2}
        iconClass="text-brand-600"
      />
      <StatCard
        testId="overview-stat"
        title="Avg Response Time"
        value={avg === null ? '—' : `${formatMsValue(avg)} ms`}
        note={
          avg !== null
            ? 'Across properties online now'
            : Number(stats.totalProperties) === 0
              ? 'No properties yet'
              : 'No property online now'
        }
        icon={Activity}
        iconClass="text-amber-600"
      />
      <StatCard
        testId="overview-stat"
        title="System Uptime"
        value={formatPercent(stats.systemUptime)}
        note={
          stats.systemUptime === null
            ? 'No checks in the last 24 hours'
            : 'Checks answered, last 24 hours'
        }
        icon={TrendingUp}
        iconClass="text-emerald-600"
      />
      <StatCard
        testId="overview-stat"
        title="Total Alerts"
        value={String(stats.totalAlerts)}
        note={`${stats.unreadAlerts} unread`}
        icon={BellRing}
        iconClass="text-red-600"
      />
    </div>
  );
}
