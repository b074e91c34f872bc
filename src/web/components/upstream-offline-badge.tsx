// "Unreachable: upstream offline" beside a failing member's status while an upstream it depends on
// is confirmed offline (issue 29): a word and an icon, so it reads without colour. The status
// badge beside it stays the truth of its checks; this one says why it sends no alert of its own.
import { Unplug } from 'lucide-react';
import { UPSTREAM_OFFLINE_LABEL } from '../../contracts/groups.js';
import type { Property } from '../../contracts/properties.js';
import { cn } from '../lib/cn.js';

export function UpstreamOfflineBadge({
  property,
  upstreamName,
  className,
}: {
  property: Pick<Property, 'unreachableCause'>;
  /** the upstream's name, when the caller knows it */
  upstreamName?: string;
  className?: string;
}) {
  if (property.unreachableCause !== 'upstream_offline') return null;
  return (
    <span
      data-testid="upstream-offline-badge"
      title={
        upstreamName
          ? `${upstreamName} is offline: no alert is sent for this property until it is back`
          : 'Its upstream is offline: no alert is sent for this property until it is back'
      }
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900',
        className,
      )}
    >
      <Unplug aria-hidden="true" className="h-3 w-3 shrink-0" />
      {UPSTREAM_OFFLINE_LABEL}
    </span>
  );
}
