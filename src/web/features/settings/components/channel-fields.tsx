// The fields a kind of endpoint takes besides its name and events: a URL (webhook, Slack, Teams,
// Discord, ntfy), Telegram's bot token and chat id, PagerDuty's routing key, ntfy's optional
// access token. Secrets are password fields: they are sent once and never shown again.
import { URL_TYPES } from '../../../../contracts/webhooks.js';
import { Input } from '../../../components/ui/input.js';
import { fieldControl, Field } from '../../../components/ui/form-controls.js';
import { URL_LABELS, type WebhookErrors, type WebhookFormValues } from '../lib/webhook-form.js';

type Props = {
  values: WebhookFormValues;
  errors: WebhookErrors;
  set(next: WebhookFormValues): void;
};

function SecretInput({
  id,
  error,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  error?: string;
  value: string;
  placeholder: string;
  onChange(v: string): void;
}) {
  return (
    <Input
      {...fieldControl(id, error)}
      type="password"
      autoComplete="off"
      spellCheck={false}
      value={value}
      maxLength={200}
      placeholder={placeholder}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function ChannelFields({ values, errors, set }: Props) {
  const urlLabel = URL_LABELS[values.type];
  return (
    <>
      {URL_TYPES.includes(values.type) && urlLabel && (
        <Field id="webhook-url" label={urlLabel.label} error={errors.url}>
          <Input
            {...fieldControl('webhook-url', errors.url)}
            type="url"
            value={values.url}
            maxLength={2000}
            placeholder={urlLabel.placeholder}
            onChange={(e) => set({ ...values, url: e.target.value })}
          />
        </Field>
      )}
      {values.type === 'telegram' && (
        <>
          <Field
            id="webhook-bot-token"
            label="Bot token"
            error={errors.botToken}
            hint="From @BotFather. Shown only while you type it."
          >
            <SecretInput
              id="webhook-bot-token"
              error={errors.botToken}
              value={values.botToken}
              placeholder="123456789:AA…"
              onChange={(botToken) => set({ ...values, botToken })}
            />
          </Field>
          <Field
            id="webhook-chat-id"
            label="Chat id"
            error={errors.chatId}
            hint="A chat, group (negative number) or @channel the bot was added to."
          >
            <Input
              {...fieldControl('webhook-chat-id', errors.chatId)}
              value={values.chatId}
              maxLength={40}
              placeholder="-1001234567890"
              onChange={(e) => set({ ...values, chatId: e.target.value })}
            />
          </Field>
        </>
      )}
      {values.type === 'pagerduty' && (
        <Field
          id="webhook-routing-key"
          label="Routing key"
          error={errors.routingKey}
          hint="The Events API v2 integration key of a PagerDuty service."
        >
          <SecretInput
            id="webhook-routing-key"
            error={errors.routingKey}
            value={values.routingKey}
            placeholder="32 letters and digits"
            onChange={(routingKey) => set({ ...values, routingKey })}
          />
        </Field>
      )}
      {values.type === 'ntfy' && (
        <Field
          id="webhook-access-token"
          label="Access token (optional)"
          error={errors.accessToken}
          hint="For a protected topic; sent as a Bearer token."
        >
          <SecretInput
            id="webhook-access-token"
            error={errors.accessToken}
            value={values.accessToken}
            placeholder="tk_…"
            onChange={(accessToken) => set({ ...values, accessToken })}
          />
        </Field>
      )}
    </>
  );
}
