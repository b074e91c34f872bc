// The Add endpoint form (validated with the server's schema) and how endpoints read on screen.
import {
  createWebhookBody,
  URL_TYPES,
  WEBHOOK_EVENTS,
  type CreateWebhookBody,
  type Webhook,
  type WebhookEvent,
  type WebhookType,
} from '../../../../contracts/webhooks.js';

export const WEBHOOK_TYPE_LABELS: Record<WebhookType, string> = {
  webhook: 'Webhook',
  slack: 'Slack',
  teams: 'Microsoft Teams',
  discord: 'Discord',
  ntfy: 'ntfy',
  telegram: 'Telegram',
  pagerduty: 'PagerDuty',
};

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'property.offline': 'Property offline',
  'property.online': 'Property online',
  'property.timeout': 'Property timeout',
  'alert.created': 'Alert created',
};

/** The kinds whose requests carry X-Monitor-Signature: their secret is shown once, at creation. */
export const SIGNED_TYPES: readonly WebhookType[] = ['webhook', 'slack', 'teams'];

/** What the URL field is called for each kind addressed by one. */
export const URL_LABELS: Partial<Record<WebhookType, { label: string; placeholder: string }>> = {
  webhook: { label: 'URL', placeholder: 'https://example.com/hooks/monitor' },
  slack: { label: 'Incoming webhook URL', placeholder: 'https://hooks.slack.com/services/…' },
  teams: { label: 'Incoming webhook URL', placeholder: 'https://….webhook.office.com/…' },
  discord: { label: 'Webhook URL', placeholder: 'https://discord.com/api/webhooks/…' },
  ntfy: { label: 'Topic URL', placeholder: 'https://ntfy.sh/my-property-alerts' },
};

export type WebhookFormValues = {
  name: string;
  type: WebhookType;
  url: string;
  botToken: string;
  chatId: string;
  routingKey: string;
  accessToken: string;
  events: WebhookEvent[];
};
const FIELDS = [
  'name',
  'type',
  'url',
  'botToken',
  'chatId',
  'routingKey',
  'accessToken',
  'events',
] as const;
export type WebhookField = (typeof FIELDS)[number];
export type WebhookErrors = Partial<Record<WebhookField, string>>;

export const initialWebhookValues = (): WebhookFormValues => ({
  name: '',
  type: 'webhook',
  url: '',
  botToken: '',
  chatId: '',
  routingKey: '',
  accessToken: '',
  events: [...WEBHOOK_EVENTS],
});

/** The request body: only the fields the chosen kind takes. */
export function toWebhookBody(v: WebhookFormValues): CreateWebhookBody {
  // keep the events in their documented order whatever order they were ticked in
  const events = WEBHOOK_EVENTS.filter((e) => v.events.includes(e));
  const body: CreateWebhookBody = { name: v.name, type: v.type, events };
  if (URL_TYPES.includes(v.type)) body.url = v.url;
  if (v.type === 'telegram') Object.assign(body, { botToken: v.botToken, chatId: v.chatId });
  if (v.type === 'pagerduty') body.routingKey = v.routingKey;
  if (v.type === 'ntfy' && v.accessToken.trim() !== '') body.accessToken = v.accessToken;
  return body;
}

export function validateWebhookForm(v: WebhookFormValues): WebhookErrors {
  const parsed = createWebhookBody.safeParse(toWebhookBody(v));
  const errors: WebhookErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((f) => f === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** What identifies an endpoint's secrets on screen: only their last characters. */
export function endpointSecrets(
  w: Pick<Webhook, 'type' | 'secretHint' | 'chatId' | 'credentialHint'>,
): string {
  switch (w.type) {
    case 'telegram':
      return `Chat ${w.chatId ?? '?'} · Bot token ${w.credentialHint ?? ''}`;
    case 'pagerduty':
      return `Routing key ${w.credentialHint ?? ''}`;
    case 'ntfy':
      return w.credentialHint ? `Access token ${w.credentialHint}` : 'No access token';
    case 'discord':
      return 'Webhook token hidden';
    default:
      return `Secret ${w.secretHint}`;
  }
}

/** The last delivery in words: "Delivered (HTTP 200)", "Failed (HTTP 500): ...", "No deliveries yet". */
export function lastDeliveryText(last: Webhook['lastDelivery']): string {
  if (!last) return 'No deliveries yet';
  const code = last.statusCode === null ? '' : ` (HTTP ${last.statusCode})`;
  if (last.ok) return `Delivered${code}`;
  return `Failed${code}${last.error ? `: ${last.error}` : ''}`;
}

/** The toast after "Send test event". */
export function testResultToast(r: {
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
}): { title: string; description: string; variant: 'success' | 'destructive' } {
  if (r.delivered) {
    return {
      title: 'Test event delivered',
      description: `The endpoint answered with status ${r.statusCode ?? 'OK'}.`,
      variant: 'success',
    };
  }
  const code = r.statusCode === null ? null : `Status ${r.statusCode}`;
  // the server's error often names the status already ("HTTP 500")
  const description =
    r.error && code && !r.error.includes(String(r.statusCode))
      ? `${code}: ${r.error}`
      : (r.error ?? code ?? 'No answer from the endpoint');
  return { title: 'Test event failed', description, variant: 'destructive' };
}
