// The status of a property as a badge: a word and an icon, in green, red or amber, so the status
// reads the same without colour (online, offline, timeout; Unknown before the first check).
import { CircleDashed, Clock, Wifi, WifiOff, type LucideIcon } from 'lucide-react';
import type { PropertyStatus } from '../../contracts/properties.js';
import { cn } from '../lib/cn.js';

type Style = { label: string; className: string; icon: LucideIcon };

const styles: Partial<Record<PropertyStatus, Style>> = {
  online: { label: 'online', className: 'bg-emerald-100 text-emerald-800', icon: Wifi },
  offline: { label: 'offline', className: 'bg-red-100 text-red-800', icon: WifiOff },
  timeout: { label: 'timeout', className: 'bg-amber-100 text-amber-800', icon: Clock },
};
const unknown: Style = {
  label: 'Unknown',
  className: 'bg-slate-100 text-slate-600',
  icon: CircleDashed,
};

export function PropertyStatusBadge({
  status,
  className,
}: {
  status: string | null | undefined;
  className?: string;
}) {
  const s = (status && styles[status as PropertyStatus]) || unknown;
  const Icon = s.icon;
  return (
    <span
      data-status={status ?? 'unknown'}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        s.className,
        className,
      )}
    >
      <Icon aria-hidden="true" className="h-3 w-3 shrink-0" />
      {s.label}
    </span>
  );
}
