// The status of a property as a coloured badge: online green, offline red, timeout amber.
import { cn } from '../lib/cn.js';

const styles: Record<string, { label: string; className: string }> = {
  online: { label: 'online', className: 'bg-emerald-100 text-emerald-800' },
  offline: { label: 'offline', className: 'bg-red-100 text-red-800' },
  timeout: { label: 'timeout', className: 'bg-amber-100 text-amber-800' },
};
const unknown = { label: 'Unknown', className: 'bg-slate-100 text-slate-600' };

export function PropertyStatusBadge({
  status,
  className,
}: {
  status: string | null | undefined;
  className?: string;
}) {
  const s = (status && styles[status]) || unknown;
  return (
    <span
      data-status={status ?? 'unknown'}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        s.className,
        className,
      )}
    >
      {s.label}
    </span>
  );
}
