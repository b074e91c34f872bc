// Add an endpoint: name, kind (webhook, Slack, Teams, Discord, ntfy, Telegram, PagerDuty), the
// kind's own fields and the events it receives.
import { useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_TYPES,
  type WebhookType,
  type WebhookWithSecret,
} from '../../../../contracts/webhooks.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Input } from '../../../components/ui/input.js';
import { ChannelFields } from './channel-fields.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useCreateWebhook } from '../api/webhooks.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import {
  initialWebhookValues,
  toWebhookBody,
  validateWebhookForm,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_TYPE_LABELS,
  type WebhookErrors,
  type WebhookFormValues,
} from '../lib/webhook-form.js';
import { fieldControl, Field, selectClass } from '../../../components/ui/form-controls.js';

export type AddWebhookDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(created: WebhookWithSecret): void;
};

export function AddWebhookDialog({ open, onOpenChange, onCreated }: AddWebhookDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add endpoint"
      description="A webhook receives signed JSON; Slack, Teams and Discord take their incoming-webhook URL, ntfy a topic, Telegram a bot and chat, PagerDuty a routing key."
    >
      {open && <AddWebhookForm onCancel={() => onOpenChange(false)} onCreated={onCreated} />}
    </Modal>
  );
}

function AddWebhookForm({
  onCancel,
  onCreated,
}: {
  onCancel(): void;
  onCreated(created: WebhookWithSecret): void;
}) {
  const [values, setValues] = useState<WebhookFormValues>(initialWebhookValues);
  const [errors, setErrors] = useState<WebhookErrors>({});
  const create = useCreateWebhook();

  const set = (next: WebhookFormValues) => {
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(validateWebhookForm(next));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateWebhookForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(toWebhookBody(values), {
      onSuccess: (created) => {
        toast({ title: 'Endpoint added', description: created.name, variant: 'success' });
        onCreated(created);
      },
      onError: (err) => toastApiError(err, 'Failed to add endpoint'),
    });
  };

  const toggleEvent = (event: (typeof WEBHOOK_EVENTS)[number], on: boolean) =>
    set({
      ...values,
      events: on ? [...values.events, event] : values.events.filter((x) => x !== event),
    });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Endpoint details" className="space-y-4">
      <Field id="webhook-name" label="Name" error={errors.name}>
        <Input
          {...fieldControl('webhook-name', errors.name)}
          data-autofocus
          value={values.name}
          maxLength={100}
          placeholder="e.g., On-call pager"
          onChange={(e) => set({ ...values, name: e.target.value })}
        />
      </Field>
      <Field id="webhook-type" label="Type" error={errors.type}>
        <select
          id="webhook-type"
          className={selectClass}
          value={values.type}
          onChange={(e) => set({ ...values, type: e.target.value as WebhookType })}
        >
          {WEBHOOK_TYPES.map((t) => (
            <option key={t} value={t}>
              {WEBHOOK_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </Field>
      <ChannelFields values={values} errors={errors} set={set} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Events</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                checked={values.events.includes(event)}
                onChange={(e) => toggleEvent(event, e.target.checked)}
              />
              {WEBHOOK_EVENT_LABELS[event]} <code className="text-xs text-slate-500">{event}</code>
            </label>
          ))}
        </div>
        {errors.events && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {errors.events}
          </p>
        )}
      </fieldset>
      <DialogActions
        onCancel={onCancel}
        pending={create.isPending}
        pendingLabel="Adding..."
        confirmLabel="Add endpoint"
      />
    </form>
  );
}
