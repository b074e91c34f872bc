import { Clock } from 'lucide-react';
import { formatRelativeTime, formatTimestamp } from '../../../lib/format.js';
import { useNow } from '../../../lib/use-now.js';

/** "Last scan: 2 minutes ago" from the time of the newest completed check; "Never" before any. */
export function LastScan({ lastScanAt }: { lastScanAt: string | null | undefined }) {
  const now = useNow(5000);
  return (
    <span
      className="inline-flex items-center gap-1.5 text-sm text-slate-500"
      title={lastScanAt ? formatTimestamp(lastScanAt) : undefined}
      data-testid="last-scan"
    >
      <Clock aria-hidden="true" className="h-4 w-4" />
      Last scan: {formatRelativeTime(lastScanAt, now)}
    </span>
  );
}
