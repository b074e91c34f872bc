// The four summary cards (spec core §2): totals, online and offline shares, average response.
import { Activity, Building2, Wifi, WifiOff } from 'lucide-react';
import type { DashboardStats } from '../../../../contracts/monitoring.js';
import { StatCardRow, type StatFigure } from '../../../components/stat-card.js';
import { formatChangeFromYesterday, formatMsValue, formatPercentOf } from '../../../lib/format.js';

function figuresOf(stats: DashboardStats): StatFigure[] {
  const total = stats.totalProperties;
  const avg = stats.avgResponseTime;
  const share = (n: number) => formatPercentOf(n, total);
  return [
    {
      title: 'Total Properties',
      value: String(total),
      note: `${stats.timeoutProperties} timeout, ${stats.unknownProperties} not checked yet`,
      icon: Building2,
      iconClass: 'text-brand-600',
    },
    {
      title: 'Online',
      value: String(stats.onlineProperties),
      note: `${share(stats.onlineProperties)}% uptime`,
      icon: Wifi,
      iconClass: 'text-emerald-600',
    },
    {
      title: 'Offline',
      value: String(stats.offlineProperties),
      note: `${share(stats.offlineProperties)}% disconnected`,
      icon: WifiOff,
      iconClass: 'text-red-600',
    },
    {
      title: 'Avg Response',
      value: avg === null ? '—' : `${formatMsValue(avg)}ms`,
      note: formatChangeFromYesterday(avg, stats.yesterdayAvgResponseTime),
      icon: Activity,
      iconClass: 'text-amber-600',
    },
  ];
}

export function SummaryCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <StatCardRow
      figures={stats && figuresOf(stats)}
      testId="summary-card"
      placeholderTestId="summary-card-placeholder"
    />
  );
}
