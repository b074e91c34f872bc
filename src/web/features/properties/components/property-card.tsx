// One property as a card: name (link to its page), address, status, type, IP, response, last check.
import { memo } from 'react';
import { Link } from 'react-router';
import { Pencil, RefreshCw, Trash2 } from 'lucide-react';
import type { Property } from '../../../../contracts/properties.js';
import { paths } from '../../../../contracts/web-routes.js';
import { MaskedIp } from '../../../components/masked-ip.js';
import { MaintenanceBadge } from '../../../components/maintenance-badge.js';
import { NotConfirmedNote } from '../../../components/not-confirmed-note.js';
import { PropertyStatusBadge } from '../../../components/property-status-badge.js';
import { UpstreamOfflineBadge } from '../../../components/upstream-offline-badge.js';
import { TYPE_LABELS } from '../../../components/property-form/property-form-values.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { formatMs, formatRelativeTime } from '../../../lib/format.js';
import { cn } from '../../../lib/cn.js';

export type PropertyCardProps = {
  property: Property;
  /** its group's name (issue 29), when in one */
  groupName?: string;
  canCheck: boolean;
  canEdit: boolean;
  canDelete: boolean;
  checking: boolean;
  onCheck(id: number): void;
  onEdit(property: Property): void;
  onDelete(property: Property): void;
};

export const PropertyCard = memo(function PropertyCard({
  property: p,
  groupName,
  canCheck,
  canEdit,
  canDelete,
  checking,
  onCheck,
  onEdit,
  onDelete,
}: PropertyCardProps) {
  return (
    <Card className="flex flex-col p-4" data-testid="property-card" data-property-id={p.id}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">
            <Link
              to={`${paths.properties}/${p.id}`}
              className="hover:text-brand-700 hover:underline"
            >
              {p.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-slate-500" title={p.address}>
            {p.address}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <PropertyStatusBadge status={p.status} />
          <UpstreamOfflineBadge property={p} />
          <MaintenanceBadge inMaintenance={p.inMaintenance} />
          <NotConfirmedNote text={p.notConfirmed} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {groupName && (
          <>
            <dt className="text-slate-500">Group</dt>
            <dd className="text-slate-900">{groupName}</dd>
          </>
        )}
        <dt className="text-slate-500">Type</dt>
        <dd className="text-slate-900">{TYPE_LABELS[p.type] ?? p.type}</dd>
        <dt className="text-slate-500">IP</dt>
        <dd>
          <MaskedIp ipAddress={p.ipAddress} maskedIp={p.maskedIp} />
        </dd>
        <dt className="text-slate-500">Response</dt>
        <dd className="text-slate-900" data-testid="response-time">
          {formatMs(p.responseTime, p.status === 'unknown' ? '—' : 'Timeout')}
        </dd>
        <dt className="text-slate-500">Last check</dt>
        <dd className="text-slate-900" title={p.lastCheck ?? undefined}>
          {formatRelativeTime(p.lastCheck)}
        </dd>
      </dl>
      {(canCheck || canEdit || canDelete) && (
        <div className="mt-4 flex gap-2 border-t border-slate-100 pt-3">
          {canCheck && (
            <Button
              variant="outline"
              size="sm"
              disabled={checking}
              aria-label={`Check ${p.name}`}
              onClick={() => onCheck(p.id)}
            >
              <RefreshCw className={cn('h-4 w-4', checking && 'animate-spin')} aria-hidden="true" />
              Check
            </Button>
          )}
          {canEdit && (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Edit ${p.name}`}
              onClick={() => onEdit(p)}
            >
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Edit
            </Button>
          )}
          {canDelete && (
            <Button
              variant="outline"
              size="sm"
              className="ml-auto text-red-600 hover:bg-red-50"
              aria-label={`Delete ${p.name}`}
              onClick={() => onDelete(p)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
    </Card>
  );
});
