// One window in the list: state, times on the workspace's clock, recurrence, properties, and the
// actions the caller may take (edit, end now, cancel).
import { Ban, Pencil, Square } from 'lucide-react';
import {
  formatMaintenanceTime,
  type MaintenanceWindow,
} from '../../../../contracts/maintenance-windows.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { formatSpan } from '../lib/format-window.js';
import { describeRule } from '../lib/window-form.js';
import { WindowStateBadge } from './window-state-badge.js';

type Props = {
  window: MaintenanceWindow;
  propertyNames: Map<number, string>;
  canManage: boolean;
  onEdit(w: MaintenanceWindow): void;
  onEnd(w: MaintenanceWindow): void;
  onCancel(w: MaintenanceWindow): void;
};

export function WindowCard({
  window: w,
  propertyNames,
  canManage,
  onEdit,
  onEnd,
  onCancel,
}: Props) {
  const shown = w.current ?? w.next ?? w.last ?? { startsAt: w.startsAt, endsAt: w.endsAt };
  const when = w.current ? 'Now' : w.next ? 'Next' : w.last ? 'Last' : 'Planned';
  const covered = w.allProperties
    ? 'All properties'
    : w.propertyIds.map((id) => propertyNames.get(id) ?? `#${id}`).join(', ');
  const active = w.state === 'scheduled' || w.state === 'ongoing';
  return (
    <Card className="p-4" data-testid="maintenance-window" data-window-id={w.id}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{w.title}</h3>
            <WindowStateBadge state={w.state} />
          </div>
          <p className="text-sm text-slate-700">
            <span className="font-medium">{when}:</span> {formatSpan(shown, w.timeZone)}
          </p>
          <p className="text-sm text-slate-600">
            {describeRule(w)} · {formatMaintenanceTime(w.totalMs)} planned in all
          </p>
          <p className="text-sm text-slate-600">{covered}</p>
          {w.description && <p className="text-sm text-slate-500">{w.description}</p>}
        </div>
        {canManage && active && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onEdit(w)}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit<span className="sr-only"> {w.title}</span>
            </Button>
            {w.state === 'ongoing' && (
              <Button variant="outline" size="sm" onClick={() => onEnd(w)}>
                <Square aria-hidden="true" className="h-4 w-4" />
                End now<span className="sr-only"> {w.title}</span>
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => onCancel(w)}>
              <Ban aria-hidden="true" className="h-4 w-4" />
              Cancel<span className="sr-only"> {w.title}</span>
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
