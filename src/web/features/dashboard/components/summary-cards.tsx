// The four summary cards (spec core §2): totals, online and offline shares, average response.
import { Activity, Building2, Wifi, WifiOff, type LucideIcon } from 'lucide-react';
import type { DashboardStats } from '../../../../contracts/monitoring.js';
import { Card } from '../../../components/ui/card.js';
import { formatChangeFromYesterday, formatMsValue, formatPercentOf } from '../../../lib/format.js';

type SummaryCardProps = {
  title: string;
  value: string;
  note: string;
  icon: LucideIcon;
  iconClass: string;
};

function SummaryCard({ title, value, note, icon: Icon, iconClass }: SummaryCardProps) {
  return (
    <Card className="p-5" data-testid="summary-card" aria-label={title} role="group">
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
    <Card className="animate-pulse p-5" data-testid="summary-card-placeholder" aria-hidden="true">
      <div className="h-4 w-24 rounded bg-slate-200" />
      <div className="mt-3 h-8 w-16 rounded bg-slate-200" />
      <div className="mt-2 h-3 w-32 rounded bg-slate-100" />
    </Card>
  );
}

export function SummaryCards({ stats }: { stats: DashboardStats | undefined }) {
  if (!stats) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <PlaceholderCard key={i} />
        ))}
      </div>
    );
  }
  const total = stats.totalProperties;
  const avg = stats.avgResponseTime;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard
        title="Total Properties"
        value={String(total)}
        note={`${stats.timeoutProperties} timeout, ${stats.unknownProperties} not checked yet`}
        icon={Building2}
        iconClass="text-brand-600"
      />
      <SummaryCard
        title="Online"
        value={String(stats.onlineProperties)}
        note={`${formatPercentOf(stats.onlineProperties, total)}% uptime`}
        icon={Wifi}
        iconClass="text-emerald-600"
      />
      <SummaryCard
        title="Offline"
        value={String(stats.offlineProperties)}
        note={`${formatPercentOf(stats.offlineProperties, total)}% disconnected`}
        icon={WifiOff}
        iconClass="text-red-600"
      />
      <SummaryCard
        title="Avg Response"
        value={avg === null ? '—' : `${formatMsValue(avg)}ms`}
        note={formatChangeFromYesterday(avg, stats.yesterdayAvgResponseTime)}
        icon={Activity}
        iconClass="text-amber-600"
      />
    </div>
  );
}
