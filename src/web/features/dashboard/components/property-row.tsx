import { Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { Property } from '../../../../contracts/properties.js';
import { MaskedIp } from '../../../components/masked-ip.js';
import { UpstreamOfflineBadge } from '../../../components/upstream-offline-badge.js';
import { MaintenanceBadge } from '../../../components/maintenance-badge.js';
import { NotConfirmedNote } from '../../../components/not-confirmed-note.js';
import { PropertyStatusBadge } from '../../../components/property-status-badge.js';
import { Button } from '../../../components/ui/button.js';
import { cn } from '../../../lib/cn.js';
import { formatMs, formatPercent, formatTimestamp } from '../../../lib/format.js';

export type RowPermissions = { canCheck: boolean; canEdit: boolean; canDelete: boolean };

type PropertyRowProps = RowPermissions & {
  property: Property;
  isChecking: boolean;
  onCheck(id: number): void;
  onEdit(property: Property): void;
  onDelete(property: Property): void;
};

export const PropertyRow = memo(function PropertyRow({
  property: p,
  isChecking,
  canCheck,
  canEdit,
  canDelete,
  onCheck,
  onEdit,
  onDelete,
}: PropertyRowProps) {
  const hasActions = canCheck || canEdit || canDelete;
  return (
    <tr className="border-t border-slate-100 hover:bg-slate-50" data-testid="property-row">
      <td className="min-w-32 px-4 py-3 font-medium text-slate-900">
        <Link to={`/properties/${p.id}`} className="hover:underline">
          {p.name}
        </Link>
      </td>
      <td className="px-4 py-3 text-slate-600">{p.address}</td>
      <td className="px-4 py-3">
        <MaskedIp ipAddress={p.ipAddress} maskedIp={p.maskedIp} />
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap items-center gap-1">
          <PropertyStatusBadge status={p.status} />
          <UpstreamOfflineBadge property={p} />
          <MaintenanceBadge inMaintenance={p.inMaintenance} />
          <NotConfirmedNote text={p.notConfirmed} />
        </div>
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatMs(p.responseTime)}</td>
      <td className="px-4 py-3 text-slate-700" title="Uptime over the last 24 hours">
        {formatPercent(p.uptime['24h'])}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatTimestamp(p.lastCheck)}</td>
      {hasActions && (
        <td className="px-4 py-3">
          <div className="flex justify-end gap-1">
            {canCheck && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Check ${p.name}`}
                title="Check now"
                disabled={isChecking}
                onClick={() => onCheck(p.id)}
              >
                <RefreshCw
                  aria-hidden="true"
                  className={cn('h-4 w-4', isChecking && 'animate-spin')}
                />
              </Button>
            )}
            {canEdit && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${p.name}`}
                title="Edit"
                onClick={() => onEdit(p)}
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
              </Button>
            )}
            {canDelete && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${p.name}`}
                title="Delete"
                className="text-red-600 hover:bg-red-50"
                onClick={() => onDelete(p)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            )}
          </div>
        </td>
      )}
    </tr>
  );
});
