// The notification log (staff and admins): the last 100 deliveries of mail and webhooks.
import { RefreshCw, ScrollText } from 'lucide-react';
import type { NotificationLogEntry } from '../../../../contracts/notifications.js';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { hasCode } from '../../../lib/api-error.js';
import { formatTimestamp } from '../../../lib/format.js';
import { useNotificationLog } from '../api/notification-log.js';

const CHANNEL_LABEL: Record<NotificationLogEntry['channel'], string> = {
  email: 'E-mail',
  sms: 'SMS',
  webhook: 'Webhook',
  push: 'Browser push',
};

const STATUS_VARIANT: Record<NotificationLogEntry['status'], BadgeVariant> = {
  delivered: 'success',
  pending: 'warning',
  sending: 'warning',
  failed: 'destructive',
  skipped: 'secondary',
};

export function NotificationLogSection() {
  const { data, isLoading, isFetching, error, refetch } = useNotificationLog(true);
  // a viewer (or a role changed meanwhile) is refused: the section is not theirs
  if (hasCode(error, 'forbidden')) return null;

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <ScrollText className="h-5 w-5 text-brand-600" aria-hidden="true" />
            Notification log
          </CardTitle>
          <CardDescription>
            The last 100 alert mails, reports and webhook deliveries.
          </CardDescription>
        </div>
        <Button
          size="sm"
          variant="outline"
          className="shrink-0 self-start"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading && <Spinner className="h-6 w-6" label="Loading the notification log" />}
        {error && <p className="text-sm text-red-600">Could not load the notification log.</p>}
        {data && (
          <DataTable
            columns={COLUMNS}
            rows={data}
            rowTestId="notification-log-row"
            emptyText="No notifications have been sent yet."
            data-testid="notification-log"
          />
        )}
      </CardContent>
    </Card>
  );
}

/** Only failures read as errors: a delivered webhook keeps its 200 in lastStatusCode. */
function errorOf(n: NotificationLogEntry): string {
  const code =
    n.status === 'delivered' || n.lastStatusCode === null ? null : `HTTP ${n.lastStatusCode}`;
  return [code, n.lastError].filter(Boolean).join(': ');
}

const COLUMNS: DataColumn<NotificationLogEntry>[] = [
  {
    header: 'Time',
    cell: (n) => formatTimestamp(n.deliveredAt ?? n.createdAt),
    className: 'whitespace-nowrap text-slate-600',
  },
  { header: 'Channel', cell: (n) => CHANNEL_LABEL[n.channel] },
  { header: 'Status', cell: (n) => <Badge variant={STATUS_VARIANT[n.status]}>{n.status}</Badge> },
  {
    header: 'Recipient',
    cell: (n) => (n.webhook ? n.webhook.name : (n.recipient ?? '—')),
    className: 'break-all',
  },
  {
    header: 'Summary',
    cell: (n) => (
      <>
        {n.summary ?? n.eventType ?? '—'}
        {n.status === 'pending' && n.nextAttemptAt && (
          <span className="block text-xs text-slate-500">
            Next attempt {formatTimestamp(n.nextAttemptAt)}
          </span>
        )}
      </>
    ),
  },
  { header: 'Attempts', cell: (n) => n.attempts },
  { header: 'Last error', cell: errorOf, className: 'break-all text-slate-600' },
];
