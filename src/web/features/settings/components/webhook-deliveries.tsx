// One endpoint's delivery log: its last attempts with status codes, newest first.
import type { WebhookDelivery } from '../../../../contracts/webhooks.js';
import { Badge } from '../../../components/ui/badge.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { formatTimestamp } from '../../../lib/format.js';
import { useWebhookDeliveries } from '../api/webhooks.js';

export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const { data, isLoading, isError } = useWebhookDeliveries(webhookId);
  if (isLoading) return <Spinner className="h-5 w-5" label="Loading deliveries" />;
  if (isError) return <p className="text-sm text-red-600">Could not load the delivery log.</p>;
  return (
    <DataTable
      columns={COLUMNS}
      rows={data ?? []}
      rowTestId="webhook-delivery"
      emptyText="No delivery attempts yet."
      data-testid="webhook-deliveries"
    />
  );
}

const COLUMNS: DataColumn<WebhookDelivery>[] = [
  {
    header: 'Time',
    cell: (d) => formatTimestamp(d.at),
    className: 'whitespace-nowrap text-slate-600',
  },
  { header: 'Event', cell: (d) => d.eventType ?? '—', className: 'font-mono text-xs' },
  { header: 'Attempt', cell: (d) => d.attempt },
  {
    header: 'Result',
    className: 'whitespace-nowrap',
    cell: (d) => (
      <>
        <Badge variant={d.ok ? 'success' : 'warning'}>
          {d.statusCode === null ? 'No answer' : `HTTP ${d.statusCode}`}
        </Badge>
        {!d.ok && d.status === 'pending' && d.nextAttemptAt && (
          <span className="ml-2 text-xs text-slate-500">
            retry {formatTimestamp(d.nextAttemptAt)}
          </span>
        )}
      </>
    ),
  },
  { header: 'Duration', cell: (d) => `${d.durationMs} ms`, className: 'whitespace-nowrap' },
  { header: 'Error', cell: (d) => d.error ?? '', className: 'break-all text-slate-600' },
];
