// The property's alerts (the workspace's alerts filtered by property), newest first.
import { AlertTriangle, CheckCircle2, Clock, Info, Mail } from 'lucide-react';
import { Link } from 'react-router';
import type { Alert } from '../../../../contracts/monitoring.js';
import { paths } from '../../../../contracts/web-routes.js';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.js';
import { formatRelativeTime, formatTimestamp } from '../../../lib/format.js';

const SHOWN = 20;

const ICONS = { offline: AlertTriangle, online: CheckCircle2, timeout: Clock, other: Info };
const VARIANTS: Record<Alert['type'], BadgeVariant> = {
  offline: 'destructive',
  online: 'success',
  timeout: 'warning',
  other: 'secondary',
};

export function PropertyAlerts({ alerts }: { alerts: readonly Alert[] }) {
  if (alerts.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-slate-500" data-testid="property-alerts-empty">
        No alerts for this property yet.
      </p>
    );
  }
  const newest = [...alerts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <div>
      <ul className="divide-y divide-slate-100" data-testid="property-alerts">
        {newest.slice(0, SHOWN).map((a) => {
          const Icon = ICONS[a.type] ?? Info;
          return (
            <li key={a.id} className="flex items-start gap-3 py-3">
              <Icon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={VARIANTS[a.type] ?? 'secondary'} className="capitalize">
                    {a.type}
                  </Badge>
                  {!a.isRead && <Badge variant="default">New</Badge>}
                  <span className="text-xs text-slate-500" title={formatTimestamp(a.createdAt)}>
                    {formatRelativeTime(a.createdAt)}
                  </span>
                  {a.emailSent && (
                    <span className="inline-flex items-center gap-1 text-xs text-slate-500">
                      <Mail className="h-3 w-3" aria-hidden="true" />
                      Email notification sent
                    </span>
                  )}
                </div>
                <p className="mt-1 text-sm text-slate-800">{a.message}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {alerts.length > SHOWN && (
        <p className="pt-2 text-sm">
          <Link to={paths.alerts} className="text-brand-700 hover:underline">
            See all {alerts.length} alerts
          </Link>
        </p>
      )}
    </div>
  );
}
