// Alerts (spec core §2): unread count, one card per alert, Mark as Read; new alerts arrive live.
import { BellOff } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Badge } from '../../../components/ui/badge.js';
import { Card } from '../../../components/ui/card.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useAlerts } from '../../../lib/api/get-alerts.js';
import { useMarkAlertRead } from '../../../lib/api/mark-alert-read.js';
import { useLiveEvents } from '../../../lib/api/live-events.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { AlertCard } from '../components/alert-card.js';

export function AlertsPage() {
  const canMarkRead = useCan('markAlerts');
  const alerts = useAlerts();
  const markRead = useMarkAlertRead();
  useLiveEvents();

  const list = alerts.data ?? [];
  const unread = list.filter((a) => !a.isRead).length;
  const onMarkRead = (id: number) =>
    markRead.mutate(id, {
      onSuccess: () => toast({ title: 'Alert marked as read', variant: 'success' }),
      onError: (error) =>
        toastApiError(error, undefined, { description: 'Failed to mark alert as read' }),
    });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Alerts"
        subtitle="Status changes of your properties"
        actions={
          <Badge variant={unread > 0 ? 'destructive' : 'secondary'} data-testid="unread-count">
            {unread} unread
          </Badge>
        }
      />
      {alerts.isLoading ? (
        <PageSpinner />
      ) : alerts.isError ? (
        <p className="py-16 text-center text-sm text-red-600">Failed to load alerts</p>
      ) : list.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-16 text-slate-500">
          <BellOff aria-hidden="true" className="h-8 w-8" />
          <p>No alerts yet</p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {list.map((a) => (
            <li key={a.id}>
              <AlertCard
                alert={a}
                canMarkRead={canMarkRead}
                isMarking={markRead.isPending && markRead.variables === a.id}
                onMarkRead={onMarkRead}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
