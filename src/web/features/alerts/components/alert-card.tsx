import { AlertTriangle, Check, Clock, Mail, Wifi, WifiOff, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Alert } from '../../../../contracts/monitoring.js';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { cn } from '../../../lib/cn.js';
import { formatRelativeTime, formatTimestamp } from '../../../lib/format.js';

const TYPE_STYLE: Record<
  Alert['type'],
  { icon: LucideIcon; iconClass: string; badge: BadgeVariant }
> = {
  offline: {
    icon: WifiOff,
    iconClass: 'bg-red-100 text-red-600',
    badge: 'destructive',
  },
  online: {
    icon: Wifi,
    iconClass: 'bg-emerald-100 text-emerald-600',
    badge: 'success',
  },
  timeout: {
    icon: Clock,
    iconClass: 'bg-amber-100 text-amber-600',
    badge: 'warning',
  },
  other: {
    icon: AlertTriangle,
    iconClass: 'bg-slate-100 text-slate-600',
    badge: 'secondary',
  },
};

type AlertCardProps = {
  alert: Alert;
  canMarkRead: boolean;
  isMarking: boolean;
  onMarkRead(id: number): void;
};

export function AlertCard({ alert, canMarkRead, isMarking, onMarkRead }: AlertCardProps) {
  const style = TYPE_STYLE[alert.type] ?? TYPE_STYLE.other;
  const Icon = style.icon;
  const cardRef = useRef<HTMLDivElement>(null);
  const wasRead = useRef(alert.isRead);
  // Marked read with its button focused: the button goes, so the focus stays on this alert
  // rather than falling back to the start of the page.
  useEffect(() => {
    if (alert.isRead && !wasRead.current && document.activeElement === document.body) {
      cardRef.current?.focus();
    }
    wasRead.current = alert.isRead;
  }, [alert.isRead]);
  return (
    <Card
      ref={cardRef}
      tabIndex={-1}
      data-testid="alert-card"
      data-read={alert.isRead}
      className={cn('p-4', !alert.isRead && 'border-l-4 border-l-brand-600')}
    >
      <div className="flex items-start gap-4">
        <span className={cn('rounded-full p-2', style.iconClass)}>
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={style.badge} className="capitalize">
              {alert.type}
            </Badge>
            {!alert.isRead && <Badge>New</Badge>}
            <time
              dateTime={alert.createdAt}
              title={formatRelativeTime(alert.createdAt)}
              className="text-xs text-slate-500"
            >
              {formatTimestamp(alert.createdAt)}
            </time>
          </div>
          <p className="mt-2 text-sm text-slate-800">{alert.message}</p>
          {alert.emailSent && (
            <p className="mt-2 inline-flex items-center gap-1 text-xs text-slate-500">
              <Mail aria-hidden="true" className="h-3.5 w-3.5" />
              Email notification sent
            </p>
          )}
        </div>
        {canMarkRead && !alert.isRead && (
          <Button
            variant="outline"
            size="sm"
            disabled={isMarking}
            onClick={() => onMarkRead(alert.id)}
          >
            <Check aria-hidden="true" className="h-4 w-4" />
            Mark as Read
          </Button>
        )}
      </div>
    </Card>
  );
}
