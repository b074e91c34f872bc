// One endpoint: type, URL, events, enabled switch, last delivery, and its actions.
import { useState } from 'react';
import { ChevronDown, ChevronRight, RotateCw, Send, Trash2 } from 'lucide-react';
import type { Webhook, WebhookWithSecret } from '../../../../contracts/webhooks.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { toast } from '../../../components/ui/toast/index.js';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
} from '../api/webhooks.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import {
  endpointSecrets,
  lastDeliveryText,
  SIGNED_TYPES,
  testResultToast,
  WEBHOOK_TYPE_LABELS,
} from '../lib/webhook-form.js';
import { Switch } from '../../../components/ui/form-controls.js';
import { WebhookDeliveries } from './webhook-deliveries.js';

export function WebhookRow({
  webhook: w,
  onSecret,
}: {
  webhook: Webhook;
  onSecret(rotated: WebhookWithSecret): void;
}) {
  const [showLog, setShowLog] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'rotate' | null>(null);
  const update = useUpdateWebhook();
  const test = useSendTestEvent();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const last = w.lastDelivery;

  const sendTest = () =>
    test.mutate(w.id, {
      onSuccess: (result) => toast(testResultToast(result)),
      onError: (err) => toastApiError(err, 'Failed to send the test event'),
    });

  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { id: w.id, body: { enabled } },
      {
        onSuccess: () =>
          toast({ title: enabled ? 'Endpoint enabled' : 'Endpoint disabled', variant: 'success' }),
        onError: (err) => toastApiError(err, 'Failed to update endpoint'),
      },
    );

  return (
    <li className="py-4" data-testid="webhook-row">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{w.name}</span>
            <Badge variant="secondary">{WEBHOOK_TYPE_LABELS[w.type]}</Badge>
            {!w.enabled && <Badge variant="outline">Disabled</Badge>}
          </div>
          {w.url && <p className="font-mono text-xs break-all text-slate-600">{w.url}</p>}
          <p className="text-xs text-slate-500">
            Events: {w.events.join(', ')} · {endpointSecrets(w)}
          </p>
          <p className="text-xs" data-testid="webhook-last-delivery">
            <span className={last && !last.ok ? 'text-red-600' : 'text-slate-600'}>
              Last delivery: {lastDeliveryText(last)}
            </span>
          </p>
        </div>
        <div className="w-44 shrink-0">
          <Switch
            id={`webhook-enabled-${w.id}`}
            label="Enabled"
            checked={w.enabled}
            disabled={update.isPending}
            onCheckedChange={setEnabled}
          />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={test.isPending} onClick={sendTest}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {test.isPending ? 'Sending...' : 'Send test event'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showLog}
          onClick={() => setShowLog((v) => !v)}
        >
          {showLog ? (
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
          ) : (
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          )}
          Delivery log
        </Button>
        {SIGNED_TYPES.includes(w.type) && (
          <Button size="sm" variant="ghost" onClick={() => setConfirm('rotate')}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            Rotate secret
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setConfirm('delete')}>
          <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
          Delete
        </Button>
      </div>
      {showLog && (
        <div className="mt-3 rounded-md border border-slate-200 p-3">
          <WebhookDeliveries webhookId={w.id} />
        </div>
      )}
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Rotate secret?"
        description={`${w.name} gets a new signing secret; the old one stops working at once.`}
        confirmLabel="Rotate secret"
        // not awaited: this dialog closes first, then the new secret opens in its own
        onConfirm={() =>
          rotate.mutate(w.id, {
            onSuccess: onSecret,
            onError: (err) => toastApiError(err, 'Failed to rotate secret'),
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete endpoint?"
        description={`${w.name} will no longer receive events. Its delivery log is deleted too.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() =>
          remove.mutateAsync(w.id).then(
            () => toast({ title: 'Endpoint deleted', variant: 'success' }),
            (err) => toastApiError(err, 'Failed to delete endpoint'),
          )
        }
      />
    </li>
  );
}
