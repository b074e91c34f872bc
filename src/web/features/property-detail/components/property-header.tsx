// The property's name, status, actions (Check now, Edit, Delete, as the role allows) and settings.
import { Pencil, RefreshCw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Property } from '../../../../contracts/properties.js';
import { MaskedIp } from '../../../components/masked-ip.js';
import type { useCheckAction } from '../../../components/property-form/property-actions.js';
import { TYPE_LABELS } from '../../../components/property-form/property-form-values.js';
import { UpstreamOfflineBadge } from '../../../components/upstream-offline-badge.js';
import { MaintenanceBadge } from '../../../components/maintenance-badge.js';
import { NotConfirmedNote } from '../../../components/not-confirmed-note.js';
import { PropertyStatusBadge } from '../../../components/property-status-badge.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { cn } from '../../../lib/cn.js';
import { formatMs, formatRelativeTime } from '../../../lib/format.js';
import { checkMethodLabel, intervalLabel } from '../lib/history-view.js';

type Props = {
  property: Property;
  canCheck: boolean;
  canEdit: boolean;
  canDelete: boolean;
  check: ReturnType<typeof useCheckAction>;
  onEdit(): void;
  onDelete(): void;
};

export function PropertyHeader({
  property: p,
  canCheck,
  canEdit,
  canDelete,
  check,
  onEdit,
  onDelete,
}: Props) {
  return (
    <Card className="p-6" data-testid="property-header">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{p.name}</h1>
            <PropertyStatusBadge status={p.status} className="text-sm" />
            <UpstreamOfflineBadge property={p} className="text-sm" />
            <MaintenanceBadge inMaintenance={p.inMaintenance} className="text-sm" />
            <NotConfirmedNote text={p.notConfirmed} />
          </div>
          <p className="mt-1 text-slate-500">{p.address}</p>
        </div>
        {(canCheck || canEdit || canDelete) && (
          <div className="flex flex-wrap gap-2">
            {canCheck && (
              <Button onClick={() => check.run(p.id)} disabled={check.pendingId === p.id}>
                <RefreshCw
                  className={cn('h-4 w-4', check.pendingId === p.id && 'animate-spin')}
                  aria-hidden="true"
                />
                Check now
              </Button>
            )}
            {canEdit && (
              <Button variant="outline" onClick={onEdit}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
                Edit
              </Button>
            )}
            {canDelete && (
              <Button variant="outline" className="text-red-600 hover:bg-red-50" onClick={onDelete}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
        )}
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4 text-sm md:grid-cols-4 lg:grid-cols-7">
        <Fact label="IP Address">
          <MaskedIp ipAddress={p.ipAddress} maskedIp={p.maskedIp} />
        </Fact>
        <Fact label="Type">{TYPE_LABELS[p.type] ?? p.type}</Fact>
        <Fact label="Check method">{checkMethodLabel(p.checkMethod, p.tcpPort)}</Fact>
        <Fact label="Interval">
          {intervalLabel(p.effectiveIntervalSeconds)}
          {p.intervalSeconds === null && (
            <span className="block text-xs text-slate-500">workspace default</span>
          )}
        </Fact>
        <Fact label="Timeout">{formatMs(p.timeoutMs)}</Fact>
        <Fact label="Response time">
          <span data-testid="detail-response-time">
            {formatMs(p.responseTime, p.status === 'unknown' ? '—' : 'Timeout')}
          </span>
        </Fact>
        <Fact label="Last check">
          <span title={p.lastCheck ?? undefined}>{formatRelativeTime(p.lastCheck)}</span>
        </Fact>
      </dl>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
