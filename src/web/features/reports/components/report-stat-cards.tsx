// The four cards above the reports (spec core §2): Total Properties, Online Now, Offline, Uptime %.
import { Building2, TrendingUp, Wifi, WifiOff, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.js';
import { formatPercent } from '../../../lib/format.js';
import { useDashboardStats } from '../../../lib/api/get-dashboard-stats.js';

type StatCardProps = {
  title: string;
  value: string;
  note: string;
  icon: LucideIcon;
  iconClass: string;
};

function StatCard({ title, value, note, icon: Icon, iconClass }: StatCardProps) {
  return (
    <Card className="p-5" role="group" aria-label={title} data-testid="report-stat-card">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-500">{title}</p>
        <Icon aria-hidden="true" className={`h-5 w-5 ${iconClass}`} />
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      <p className="mt-1 text-xs text-slate-500">{note}</p>
    </Card>
  );
}

function PlaceholderCard() {
  return (
    <Card className="animate-pulse p-5" aria-hidden="true">
      <div className="h-4 w-24 rounded bg-slate-200" />
      <div className="mt-3 h-8 w-16 rounded bg-slate-200" />
      <div className="mt-2 h-3 w-32 rounded bg-slate-100" />
    </Card>
  );
}

export function ReportStatCards() {
  const { data: stats, isError } = useDashboardStats();
  if (!stats && !isError) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <PlaceholderCard key={i} />
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
        title="Total Properties"
        value={count(stats?.totalProperties)}
        note="Monitored in this workspace"
        icon={Building2}
        iconClass="text-brand-600"
      />
      <StatCard
        title="Online Now"
        value={count(stats?.onlineProperties)}
        note="Answered their last check"
        icon={Wifi}
        iconClass="text-emerald-600"
      />
      <StatCard
        title="Offline"
        value={count(stats?.offlineProperties)}
        note="Confirmed outages"
        icon={WifiOff}
        iconClass="text-red-600"
      />
      <StatCard
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
