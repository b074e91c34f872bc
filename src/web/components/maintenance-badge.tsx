// "Maintenance" beside a property's status while it is in a planned maintenance window (issue 27):
// a word and an icon, so it reads without colour. The status badge beside it stays the truth of
// the last checks; this one says why no alert is sent for it.
import { Wrench } from 'lucide-react';
import { cn } from '../lib/cn.js';

export function MaintenanceBadge({
  inMaintenance,
  className,
}: {
  inMaintenance: boolean | undefined;
  className?: string;
}) {
  if (!inMaintenance) return null;
  return (
    <span
      data-testid="maintenance-badge"
      title="In a planned maintenance window: no alerts are sent and the time counts in no uptime figure"
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800',
        className,
      )}
    >
      <Wrench aria-hidden="true" className="h-3 w-3 shrink-0" />
      Maintenance
    </span>
  );
}
