// The Add endpoint form (validated with the server's schema) and how endpoints read on screen.
import {
  createWebhookBody,
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

export type WebhookFormValues = {
  name: string;
  type: WebhookType;
  url: string;
  events: WebhookEvent[];
};
export type WebhookField = 'name' | 'type' | 'url' | 'events';
export type WebhookErrors = Partial<Record<WebhookField, string>>;

export const initialWebhookValues = (): WebhookFormValues => ({
  name: '',
  type: 'webhook',
  url: '',
  events: [...WEBHOOK_EVENTS],
});

export function toWebhookBody(v: WebhookFormValues): CreateWebhookBody {
  // keep the events in their documented order whatever order they were ticked in
  const events = WEBHOOK_EVENTS.filter((e) => v.events.includes(e));
  return { name: v.name, type: v.type, url: v.url, events };
}

export function validateWebhookForm(v: WebhookFormValues): WebhookErrors {
  const parsed = createWebhookBody.safeParse(toWebhookBody(v));
  const errors: WebhookErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'name' || field === 'type' || field === 'url' || field === 'events') {
      errors[field] ??= issue.message;
    }
  }
  return errors;
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
