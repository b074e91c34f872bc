// A window's state in words and an icon (never colour alone).
import { CalendarClock, CheckCircle2, Ban, Wrench, type LucideIcon } from 'lucide-react';
import type { MaintenanceState } from '../../../../contracts/maintenance-windows.js';
import { cn } from '../../../lib/cn.js';

const STATES: Record<MaintenanceState, { label: string; icon: LucideIcon; className: string }> = {
  scheduled: { label: 'Scheduled', icon: CalendarClock, className: 'bg-sky-100 text-sky-800' },
  ongoing: { label: 'In progress', icon: Wrench, className: 'bg-indigo-100 text-indigo-800' },
  ended: { label: 'Ended', icon: CheckCircle2, className: 'bg-slate-100 text-slate-700' },
  cancelled: { label: 'Cancelled', icon: Ban, className: 'bg-slate-100 text-slate-700' },
};

export function WindowStateBadge({ state }: { state: MaintenanceState }) {
  const s = STATES[state];
  const Icon = s.icon;
  return (
    <span
      data-state={state}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        s.className,
      )}
    >
      <Icon aria-hidden="true" className="h-3 w-3 shrink-0" />
      {s.label}
    </span>
  );
}
