// The first 8 properties with status (icon and word) and response time, then View All.
import { AlertTriangle, CheckCircle2, HelpCircle, XCircle, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Property } from '../../../../contracts/properties.js';
import { paths } from '../../../../contracts/web-routes.js';
import { buttonClass } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { SectionSpinner } from '../../../components/ui/spinner.js';
import { cn } from '../../../lib/cn.js';
import { formatMs } from '../../../lib/format.js';
import { OVERVIEW_PROPERTY_COUNT } from '../lib/health.js';

const STATUS: Record<Property['status'], { label: string; icon: LucideIcon; className: string }> = {
  online: { label: 'Online', icon: CheckCircle2, className: 'text-emerald-700' },
  timeout: { label: 'Timeout', icon: AlertTriangle, className: 'text-amber-700' },
  offline: { label: 'Offline', icon: XCircle, className: 'text-red-700' },
  unknown: { label: 'Not checked yet', icon: HelpCircle, className: 'text-slate-600' },
};

type Props = {
  properties: Property[] | undefined;
  /** how many in all, when `properties` is only the first page (a large workspace, issue 32) */
  total?: number;
  isLoading: boolean;
  isError: boolean;
};

export function OverviewPropertyList({ properties, total, isLoading, isError }: Props) {
  const shown = properties?.slice(0, OVERVIEW_PROPERTY_COUNT) ?? [];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Properties</CardTitle>
        {properties && properties.length > 0 && (
          <Link to={paths.properties} className={buttonClass('outline', 'sm')}>
            View All ({total ?? properties.length})
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {isLoading && <SectionSpinner />}
        {isError && <p className="text-sm text-red-700">Properties could not be loaded.</p>}
        {properties && properties.length === 0 && (
          <p className="text-sm text-slate-600">
            No properties yet.{' '}
            <Link to={paths.properties} className="font-medium text-brand-700 underline">
              Add your first property
            </Link>
          </p>
        )}
        {shown.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="Properties">
            {shown.map((p) => {
              const s = STATUS[p.status] ?? STATUS.unknown;
              const Icon = s.icon;
              return (
                <li
                  key={p.id}
                  className="flex items-center gap-3 py-3"
                  data-testid="overview-property"
                >
                  <Icon aria-hidden="true" className={cn('h-5 w-5 shrink-0', s.className)} />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`${paths.properties}/${p.id}`}
                      className="block truncate font-medium text-slate-900 hover:underline"
                    >
                      {p.name}
                    </Link>
                    <p className="truncate text-xs text-slate-600">
                      {p.address} · <span className="capitalize">{p.type}</span>
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p
                      className={cn('text-sm font-medium', s.className)}
                      data-testid="overview-status"
                    >
                      {s.label}
                    </p>
                    <p className="text-xs text-slate-600" data-testid="overview-response">
                      {formatMs(p.responseTime, '—')}
                    </p>
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
