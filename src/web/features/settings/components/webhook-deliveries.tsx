// One endpoint's delivery log: its last attempts with status codes, newest first.
import type { WebhookDelivery } from '../../../../contracts/webhooks.js';
import { Badge } from '../../../components/ui/badge.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { formatTimestamp } from '../../../lib/format.js';
import { useWebhookDeliveries } from '../api/webhooks.js';

export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const { data, isLoading, isError } = useWebhookDeliveries(webhookId);
  if (isLoading) return <Spinner className="h-5 w-5" label="Loading deliveries" />;
  if (isError) return <p className="text-sm text-red-600">Could not load the delivery log.</p>;
  if (!data || data.length === 0) {
    return <p className="text-sm text-slate-500">No delivery attempts yet.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="webhook-deliveries">
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th className="py-2 pr-3 font-medium">Time</th>
            <th className="py-2 pr-3 font-medium">Event</th>
            <th className="py-2 pr-3 font-medium">Attempt</th>
            <th className="py-2 pr-3 font-medium">Result</th>
            <th className="py-2 pr-3 font-medium">Duration</th>
            <th className="py-2 font-medium">Error</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.map((d) => (
            <DeliveryRow key={d.id} d={d} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeliveryRow({ d }: { d: WebhookDelivery }) {
  const code = d.statusCode === null ? 'No answer' : `HTTP ${d.statusCode}`;
  return (
    <tr data-testid="webhook-delivery">
      <td className="py-2 pr-3 whitespace-nowrap text-slate-600">{formatTimestamp(d.at)}</td>
      <td className="py-2 pr-3 font-mono text-xs">{d.eventType ?? '—'}</td>
      <td className="py-2 pr-3">{d.attempt}</td>
      <td className="py-2 pr-3 whitespace-nowrap">
        <Badge variant={d.ok ? 'success' : 'warning'}>{code}</Badge>
        {!d.ok && d.status === 'pending' && d.nextAttemptAt && (
          <span className="ml-2 text-xs text-slate-500">
            retry {formatTimestamp(d.nextAttemptAt)}
          </span>
        )}
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">{d.durationMs} ms</td>
      <td className="py-2 text-slate-600 break-all">{d.error ?? ''}</td>
    </tr>
  );
}
