// The fields a kind of endpoint takes besides its name and events: a URL (webhook, Slack, Teams,
// Discord, ntfy), Telegram's bot token and chat id, PagerDuty's routing key, ntfy's optional
// access token. Secrets are password fields: they are sent once and never shown again.
import { URL_TYPES, type WebhookType } from '../../../../contracts/webhooks.js';
import { Input } from '../../../components/ui/input.js';
import { fieldControl, Field } from '../../../components/ui/form-controls.js';
import { URL_LABELS, type WebhookErrors, type WebhookFormValues } from '../lib/webhook-form.js';

type Props = {
  values: WebhookFormValues;
  errors: WebhookErrors;
  set(next: WebhookFormValues): void;
};

type FieldKey = 'url' | 'botToken' | 'chatId' | 'routingKey' | 'accessToken';

type FieldSpec = {
  key: FieldKey;
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  hint?: string;
  kind: 'url' | 'secret' | 'text';
};

// One row per field a kind adds; the URL row is read from URL_LABELS for the kinds that take one.
const KIND_FIELDS: Partial<Record<WebhookType, FieldSpec[]>> = {
  telegram: [
    {
      key: 'botToken',
      id: 'webhook-bot-token',
      label: 'Bot token',
      hint: 'From @BotFather. Shown only while you type it.',
      placeholder: '123456789:AA…',
      maxLength: 200,
      kind: 'secret',
    },
    {
      key: 'chatId',
      id: 'webhook-chat-id',
      label: 'Chat id',
      hint: 'A chat, group (negative number) or @channel the bot was added to.',
      placeholder: '-1001234567890',
      maxLength: 40,
      kind: 'text',
    },
  ],
  pagerduty: [
    {
      key: 'routingKey',
      id: 'webhook-routing-key',
      label: 'Routing key',
      hint: 'The Events API v2 integration key of a PagerDuty service.',
      placeholder: '32 letters and digits',
      maxLength: 200,
      kind: 'secret',
    },
  ],
  ntfy: [
    {
      key: 'accessToken',
      id: 'webhook-access-token',
      label: 'Access token (optional)',
      hint: 'For a protected topic; sent as a Bearer token.',
      placeholder: 'tk_…',
      maxLength: 200,
      kind: 'secret',
    },
  ],
};

function fieldsFor(type: WebhookType): FieldSpec[] {
  const urlLabel = URL_LABELS[type];
  const urlField: FieldSpec[] =
    URL_TYPES.includes(type) && urlLabel
      ? [{ key: 'url', id: 'webhook-url', ...urlLabel, maxLength: 2000, kind: 'url' }]
      : [];
  return [...urlField, ...(KIND_FIELDS[type] ?? [])];
}

export function ChannelFields({ values, errors, set }: Props) {
  return (
    <>
      {fieldsFor(values.type).map((field) => {
        const error = errors[field.key];
        return (
          <Field key={field.id} id={field.id} label={field.label} error={error} hint={field.hint}>
            <Input
              {...fieldControl(field.id, error)}
              {...(field.kind === 'secret'
                ? { type: 'password', autoComplete: 'off', spellCheck: false }
                : field.kind === 'url'
                  ? { type: 'url' }
                  : {})}
              value={values[field.key]}
              maxLength={field.maxLength}
              placeholder={field.placeholder}
              onChange={(e) => set({ ...values, [field.key]: e.target.value })}
            />
          </Field>
        );
      })}
    </>
  );
}
