// Four stat cards from GET /api/dashboard/stats: totals, response time, 24 h uptime, alerts.
// Missing figures say so ("No checks yet") instead of showing a made-up number.
import { Activity, BellRing, Building2, TrendingUp, type LucideIcon } from 'lucide-react';
import type { DashboardStats } from '../../../../contracts/monitoring.js';
import { Card } from '../../../components/ui/card.js';
import { formatMsValue, formatPercent } from '../../../lib/format.js';

type StatCardProps = {
  title: string;
  value: string;
  note: string;
  icon: LucideIcon;
  iconClass: string;
};

function StatCard({ title, value, note, icon: Icon, iconClass }: StatCardProps) {
  return (
    <Card className="p-5" role="group" aria-label={title} data-testid="overview-stat">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600">{title}</p>
        <Icon aria-hidden="true" className={`h-5 w-5 ${iconClass}`} />
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      <p className="mt-1 text-xs text-slate-600">{note}</p>
    </Card>
  );
}

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
        title="Total Properties"
        value={String(Number(stats.totalProperties))}
        note={`${online} online, ${offline} offline`}
        icon={Building2}
        iconClass="text-brand-600"
      />
      <StatCard
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
        title="Total Alerts"
        value={String(stats.totalAlerts)}
        note={`${stats.unreadAlerts} unread`}
        icon={BellRing}
        iconClass="text-red-600"
      />
    </div>
  );
}
