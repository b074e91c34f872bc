// Four stat cards from GET /api/dashboard/stats: totals, response time, 24 h uptime, alerts.
// Missing figures say so ("No checks yet") instead of showing a made-up number.
import { Activity, BellRing, Building2, TrendingUp } from 'lucide-react';
import type { DashboardStats } from '../../../../contracts/monitoring.js';
import { StatCardRow, type StatFigure } from '../../../components/stat-card.js';
import { formatMsValue, formatPercent } from '../../../lib/format.js';
import { noteSuffix } from '../../../lib/maintenance-note.js';

function figuresOf(stats: DashboardStats): StatFigure[] {
  const total = Number(stats.totalProperties);
  const avg = stats.avgResponseTime;
  const uptime = stats.systemUptime;
  const avgNote =
    avg !== null
      ? 'Across properties online now'
      : total === 0
        ? 'No properties yet'
        : 'No property online now';
  return [
    {
      title: 'Total Properties',
      value: String(total),
      note: `${Number(stats.onlineProperties)} online, ${Number(stats.offlineProperties)} offline`,
      icon: Building2,
      iconClass: 'text-brand-600',
    },
    {
      title: 'Avg Response Time',
      value: avg === null ? '—' : `${formatMsValue(avg)} ms`,
      note: avgNote,
      icon: Activity,
      iconClass: 'text-amber-600',
    },
    {
      title: 'System Uptime',
      value: formatPercent(uptime),
      note:
        uptime === null
          ? 'No checks in the last 24 hours'
          : `Checks answered, last 24 hours${noteSuffix(stats.plannedMaintenanceMs)}`,
      icon: TrendingUp,
      iconClass: 'text-emerald-600',
    },
    {
      title: 'Total Alerts',
      value: String(stats.totalAlerts),
      note: `${stats.unreadAlerts} unread`,
      icon: BellRing,
      iconClass: 'text-red-600',
    },
  ];
}

export function OverviewStatCards({ stats }: { stats: DashboardStats | undefined }) {
  return <StatCardRow figures={stats && figuresOf(stats)} testId="overview-stat" />;
}
