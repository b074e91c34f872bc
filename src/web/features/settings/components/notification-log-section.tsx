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
import { Spinner } from '../../../components/ui/spinner.js';
import { parseApiError } from '../../../lib/api-error.js';
import { formatTimestamp } from '../../../lib/format.js';
import { useNotificationLog } from '../api/notification-log.js';

const CHANNEL_LABEL: Record<NotificationLogEntry['channel'], string> = {
  email: 'E-mail',
  sms: 'SMS',
  webhook: 'Webhook',
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
  if (error && parseApiError(error).status === 403) return null;

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
        {data && data.length === 0 && (
          <p className="text-sm text-slate-500">No notifications have been sent yet.</p>
        )}
        {data && data.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="notification-log">
              <thead className="text-xs text-slate-500 uppercase">
                <tr>
                  <th className="py-2 pr-3 font-medium">Time</th>
                  <th className="py-2 pr-3 font-medium">Channel</th>
                  <th className="py-2 pr-3 font-medium">Status</th>
                  <th className="py-2 pr-3 font-medium">Recipient</th>
                  <th className="py-2 pr-3 font-medium">Summary</th>
                  <th className="py-2 pr-3 font-medium">Attempts</th>
                  <th className="py-2 font-medium">Last error</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.map((n) => (
                  <LogRow key={n.id} n={n} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function LogRow({ n }: { n: NotificationLogEntry }) {
  const recipient = n.webhook ? n.webhook.name : (n.recipient ?? '—');
  // a delivered webhook keeps its 200 in lastStatusCode: only failures read as errors
  const code =
    n.status === 'delivered' || n.lastStatusCode === null ? null : `HTTP ${n.lastStatusCode}`;
  const error = [code, n.lastError].filter(Boolean).join(': ');
  return (
    <tr data-testid="notification-log-row">
      <td className="py-2 pr-3 whitespace-nowrap text-slate-600">
        {formatTimestamp(n.deliveredAt ?? n.createdAt)}
      </td>
      <td className="py-2 pr-3">{CHANNEL_LABEL[n.channel]}</td>
      <td className="py-2 pr-3">
        <Badge variant={STATUS_VARIANT[n.status]}>{n.status}</Badge>
      </td>
      <td className="py-2 pr-3 break-all">{recipient}</td>
      <td className="py-2 pr-3">
        {n.summary ?? n.eventType ?? '—'}
        {n.status === 'pending' && n.nextAttemptAt && (
          <span className="block text-xs text-slate-500">
            Next attempt {formatTimestamp(n.nextAttemptAt)}
          </span>
        )}
      </td>
      <td className="py-2 pr-3">{n.attempts}</td>
      <td className="py-2 break-all text-slate-600">{error}</td>
    </tr>
  );
}
