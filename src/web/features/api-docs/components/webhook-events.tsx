// Webhook events, their headers and the signature check, from the document's `webhooks`.
import {
  signatureHeaderOf,
  verificationSamples,
  type WebhookEventView,
} from '../lib/openapi-view.js';
import { CodeBlock } from './code-block.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.js';

const EVENT_COLUMNS: DataColumn<WebhookEventView>[] = [
  {
    header: 'Event',
    rowHeader: true,
    cell: (e) => <code className="font-mono text-slate-900">{e.event}</code>,
  },
  { header: 'Sent when', cell: (e) => e.summary },
];

export function WebhookEvents({ events }: { events: WebhookEventView[] }) {
  const header = signatureHeaderOf(events);
  const headers = events[0]?.headers ?? [];
  const fields = events[0]?.fields ?? [];
  const samples = header ? verificationSamples(header) : undefined;
  return (
    <div className="space-y-4 text-slate-700">
      <p>
        Webhooks push events to you instead of you polling. An admin adds an endpoint in Settings
        and chooses its events; each delivery is a JSON <code>POST</code>.
      </p>
      <DataTable
        columns={EVENT_COLUMNS}
        rows={events}
        rowKey={(e) => e.event}
        caption="Webhook events"
        scrollLabel="Webhook events (scrolls sideways)"
      />
      <h3 className="text-lg font-semibold text-slate-900">Headers and signature</h3>
      <dl className="space-y-2 text-sm">
        {headers.map((h) => (
          <div key={h.name}>
            <dt>
              <code className="font-mono text-slate-900">{h.name}</code>
            </dt>
            <dd className="ml-4">{h.description}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        The body has the fields {fields.map((f) => f.name).join(', ')}. Recompute the signature over
        the raw body with the endpoint&apos;s secret, compare in constant time and reject timestamps
        older than five minutes.
      </p>
      {samples && (
        <>
          <h3 className="text-lg font-semibold text-slate-900">Verifying a signature</h3>
          <CodeBlock code={samples.javascript} label="JavaScript signature check" />
          <CodeBlock code={samples.python} label="Python signature check" />
        </>
      )}
    </div>
  );
}
