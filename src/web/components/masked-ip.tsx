// An IP address as the API returns it; a partially hidden one carries a "Masked" badge and hint.
import { cn } from '../lib/cn.js';
import { Badge } from './ui/badge.js';

export const MASKED_IP_HINT = 'IP address is partially hidden for security';

export function MaskedIp({
  ipAddress,
  maskedIp,
  className,
}: {
  ipAddress: string;
  maskedIp: boolean;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span className="font-mono text-sm">{ipAddress}</span>
      {maskedIp && (
        <Badge variant="outline" title={MASKED_IP_HINT} aria-label={`Masked: ${MASKED_IP_HINT}`}>
          Masked
        </Badge>
      )}
    </span>
  );
}
