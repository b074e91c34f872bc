// An affiliate's status in words (never by colour alone).
import type { AffiliateStatus } from '../../../../contracts/affiliates.js';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.js';

const LOOK: Record<AffiliateStatus, [string, BadgeVariant]> = {
  pending: ['Pending', 'warning'],
  approved: ['Approved', 'success'],
  rejected: ['Rejected', 'secondary'],
  suspended: ['Suspended', 'outline'],
};

export function AffiliateStatusBadge({ status }: { status: AffiliateStatus }) {
  const [label, variant] = LOOK[status];
  return (
    <Badge variant={variant} data-testid="affiliate-status">
      {label}
    </Badge>
  );
}
