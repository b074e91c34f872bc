// The four cards above the reports (spec core §2): Total Properties, Online Now, Offline, Uptime %.
import { Building2, TrendingUp, Wifi, WifiOff } from 'lucide-react';
import type { DashboardStats } from '../../../../contracts/monitoring.js';
import { StatCardRow, type StatFigure } from '../../../components/stat-card.js';
import { formatPercent } from '../../../lib/format.js';
import { noteSuffix } from '../../../lib/maintenance-note.js';
import { useDashboardStats } from '../../../lib/api/get-dashboard-stats.js';

// Counts may arrive as numeric strings (spec core §3).
const count = (v: number | string | undefined) => (v === undefined ? '—' : String(Number(v)));

function figuresOf(stats: DashboardStats | undefined): StatFigure[] {
  const uptime = stats?.systemUptime ?? null;
  return [
    {
      title: 'Total Properties',
      value: count(stats?.totalProperties),
      note: 'Monitored in this workspace',
      icon: Building2,
      iconClass: 'text-brand-600',
    },
    {
      title: 'Online Now',
      value: count(stats?.onlineProperties),
      note: 'Answered their last check',
      icon: Wifi,
      iconClass: 'text-emerald-600',
    },
    {
      title: 'Offline',
      value: count(stats?.offlineProperties),
      note: 'Confirmed outages',
      icon: WifiOff,
      iconClass: 'text-red-600',
    },
    {
      title: 'Uptime %',
      value: formatPercent(uptime),
      note:
        uptime === null
          ? 'No checks in the last 24 hours'
          : `Checks that succeeded, last 24 hours${noteSuffix(stats?.plannedMaintenanceMs ?? 0)}`,
      icon: TrendingUp,
      iconClass: 'text-amber-600',
    },
  ];
}

export function ReportStatCards() {
  const { data: stats, isError } = useDashboardStats();
  // a failed load shows the cards with dashes rather than placeholders forever
  const loaded = stats !== undefined || isError;
  return <StatCardRow figures={loaded ? figuresOf(stats) : undefined} testId="report-stat-card" />;
}
