// The Subscribers part of a page card, for its admins (decision 030): how many, each one masked
// with whether it is confirmed (in words), a Remove button, and a form to add a webhook URL
// whose signing secret is shown once.
import { useId, useState, type FormEvent } from 'react';
import { SUBSCRIBER_UI } from '../../../../contracts/status-page-messages.js';
import {
  SUBSCRIBER_KIND_LABELS,
  webhookSubscriberBody,
  type SubscriberDto,
} from '../../../../contracts/status-subscribers.js';
import { plural } from '../../../../contracts/plural.js';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { Field, fieldControl } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast/index.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import {
  useAddWebhookSubscriber,
  useRemoveSubscriber,
  useSubscribers,
} from '../api/subscribers.js';

export function SubscribersPanel({ pageId, pageTitle }: { pageId: number; pageTitle: string }) {
  const id = useId();
  const { data, isError } = useSubscribers(pageId);
  const add = useAddWebhookSubscriber(pageId);
  const remove = useRemoveSubscriber(pageId);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SubscriberDto | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = webhookSubscriberBody.safeParse({ url });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate(parsed.data.url, {
      onSuccess: (created) => {
        setUrl('');
        setSecret(created.secret);
        toast({ title: SUBSCRIBER_UI.webhookAdded, variant: 'success' });
      },
      onError: (err) => toastApiError(err, SUBSCRIBER_UI.webhookFailed),
    });
  };

  const headingId = `${id}-h`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Subscribers
      </h3>
      {isError ? (
        <p role="alert" className="text-sm text-red-700">
          {SUBSCRIBER_UI.loadFailed}
        </p>
      ) : data ? (
        <>
          <p className="text-sm text-slate-700">
            {plural(data.confirmedEmails, {
              one: 'confirmed e-mail address',
              other: 'confirmed e-mail addresses',
            })}
            , {data.pendingEmails} waiting for confirmation,{' '}
            {plural(data.webhooks, { one: 'webhook', other: 'webhooks' })}
          </p>
          {data.subscribers.length === 0 ? (
            <p className="text-sm text-slate-600">{SUBSCRIBER_UI.none}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded border border-slate-200 text-sm">
              {data.subscribers.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-2">
                  <span>
                    <span className="font-medium">{s.label}</span> ·{' '}
                    {SUBSCRIBER_KIND_LABELS[s.kind]} ·{' '}
                    {s.confirmed ? 'Confirmed' : 'Waiting for confirmation'}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setRemoving(s)}
                    aria-label={`Remove ${s.label}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-600">Loading subscribers…</p>
      )}
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <Field id={`${id}-url`} label="Webhook URL" error={error}>
            <Input
              {...fieldControl(`${id}-url`, error)}
              type="url"
              value={url}
              placeholder="https://hooks.example.com/status"
              onChange={(e) => setUrl(e.target.value)}
            />
          </Field>
        </div>
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add webhook'}
        </Button>
      </form>
      {secret && (
        <p role="status" className="rounded bg-slate-100 p-2 text-sm text-slate-800">
          {SUBSCRIBER_UI.secretOnce} <code className="break-all font-mono">{secret}</code>
        </p>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Remove subscriber?"
        description={
          removing ? `${removing.label} gets no more updates of ${pageTitle}.` : undefined
        }
        confirmLabel="Remove"
        destructive
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.id).then(
            () => toast({ title: SUBSCRIBER_UI.removed, variant: 'success' }),
            (err: unknown) => toastApiError(err, SUBSCRIBER_UI.removeFailed),
          );
        }}
      />
    </section>
  );
}
