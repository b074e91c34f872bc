// Recent Activity (DESIGN §1: real events, not fixed content): status changes, alerts,
// properties added or removed, checks run; times relative and moving on. Shown on Reports and
// System Overview.
import {
  Activity,
  AlertTriangle,
  CheckCircle2,
  Plus,
  RefreshCw,
  Trash2,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import type { ActivityItem } from '../../contracts/reports.js';
import { useRecentActivity } from '../lib/api/get-activity.js';
import { formatRelativeTime } from '../lib/format.js';
import { useNow } from '../lib/use-now.js';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card.js';
import { SectionSpinner } from './ui/spinner.js';

function iconFor(item: ActivityItem): { icon: LucideIcon; className: string } {
  if (item.kind === 'alert.offline') return { icon: WifiOff, className: 'text-red-600' };
  if (item.kind === 'alert.online') return { icon: CheckCircle2, className: 'text-emerald-600' };
  if (item.kind.startsWith('alert.')) return { icon: AlertTriangle, className: 'text-amber-600' };
  if (item.kind === 'property.created') return { icon: Plus, className: 'text-brand-600' };
  if (item.kind === 'property.deleted') return { icon: Trash2, className: 'text-slate-500' };
  if (item.kind.startsWith('checks.')) return { icon: RefreshCw, className: 'text-brand-600' };
  return { icon: Activity, className: 'text-slate-600' };
}

export type RecentActivityProps = {
  className?: string;
  /** re-load on this period too (the overview's Auto Refresh); off by default */
  refetchInterval?: number | false;
  /** show at most this many of the newest items */
  maxItems?: number;
};

export function RecentActivity({
  className,
  refetchInterval = false,
  maxItems,
}: RecentActivityProps) {
  const query = useRecentActivity(refetchInterval);
  const { isLoading, isError } = query;
  const data = maxItems === undefined ? query.data : query.data?.slice(0, maxItems);
  const now = useNow(30_000);

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading && <SectionSpinner />}
        {isError && <p className="text-sm text-red-600">Recent activity could not be loaded.</p>}
        {data && data.length === 0 && <p className="text-sm text-slate-500">No activity yet</p>}
        {data && data.length > 0 && (
          <ul className="space-y-3" aria-label="Recent activity">
            {data.map((item) => {
              const { icon: Icon, className: tone } = iconFor(item);
              return (
                <li key={item.id} className="flex items-start gap-3">
                  <Icon aria-hidden="true" className={`mt-0.5 h-4 w-4 shrink-0 ${tone}`} />
                  <div className="min-w-0">
                    <p className="text-sm break-words text-slate-800">{item.message}</p>
                    <time
                      dateTime={item.createdAt}
                      title={new Date(item.createdAt).toLocaleString()}
                      className="text-xs text-slate-500"
                    >
                      {formatRelativeTime(item.createdAt, now)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
