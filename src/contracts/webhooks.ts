// Webhook endpoints (admin only): generic signed JSON, Slack and Microsoft Teams incoming webhooks.
//
// Every request a generic endpoint receives is a JSON POST with these headers:
//   X-Monitor-Event-Id:   the event id (same on every retry: dedupe on it)
//   X-Monitor-Event-Type: e.g. property.offline
//   X-Monitor-Signature:  t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>
// A receiver recomputes v1 over the raw body with its secret, compares in constant time and
// rejects timestamps older than a few minutes (replays).
import { z } from 'zod';

export const WEBHOOK_EVENTS = [
  'property.offline',
  'property.online',
  'property.timeout',
  'alert.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const TEST_EVENT = 'webhook.test';

export const WEBHOOK_TYPES = ['webhook', 'slack', 'teams'] as const;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];

export const SIGNATURE_HEADER = 'x-monitor-signature';
export const EVENT_ID_HEADER = 'x-monitor-event-id';
export const EVENT_TYPE_HEADER = 'x-monitor-event-type';

/** Endpoints per workspace: every alert fans out to each of them. */
export const MAX_WEBHOOKS_PER_WORKSPACE = 20;

export const WEBHOOK_MSG = {
  limitReached: `A workspace can have at most ${MAX_WEBHOOKS_PER_WORKSPACE} webhooks: delete one to add another.`,
  nameRequired: 'Name is required',
  urlInvalid: 'Please enter a valid http:// or https:// URL',
  eventsRequired: 'Choose at least one event',
  typeInvalid: 'Type must be webhook, slack or teams',
  notFound: 'Webhook not found',
} as const;

const name = z
  .string({ error: WEBHOOK_MSG.nameRequired })
  .trim()
  .min(1, WEBHOOK_MSG.nameRequired)
  .max(100, 'Name must be at most 100 characters');

const url = z
  .string({ error: WEBHOOK_MSG.urlInvalid })
  .trim()
  .max(2000, 'URL must be at most 2000 characters')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
    } catch {
      return false;
    }
  }, WEBHOOK_MSG.urlInvalid);

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Events must be among ${WEBHOOK_EVENTS.join(', ')}` }), {
    error: WEBHOOK_MSG.eventsRequired,
  })
  .min(1, WEBHOOK_MSG.eventsRequired)
  .transform((list) => [...new Set(list)]);

export const createWebhookBody = z.object({
  name,
  type: z.enum(WEBHOOK_TYPES, { error: WEBHOOK_MSG.typeInvalid }).default('webhook'),
  url,
  events: events.default([...WEBHOOK_EVENTS]),
  enabled: z.boolean().default(true),
});
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

export const updateWebhookBody = z.object({
  name: name.optional(),
  type: z.enum(WEBHOOK_TYPES, { error: WEBHOOK_MSG.typeInvalid }).optional(),
  url: url.optional(),
  events: events.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.input<typeof updateWebhookBody>;

export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed', 'skipped'] as const;

export const webhook = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(WEBHOOK_TYPES),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** the last characters of the secret, to tell secrets apart; the secret itself is shown once */
  secretHint: z.string(),
  createdAt: z.string(),
  lastDelivery: z
    .object({
      at: z.string(),
      ok: z.boolean(),
      statusCode: z.number().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type Webhook = z.infer<typeof webhook>;

/** POST /api/webhooks and POST /api/webhooks/:id/secret: the only replies carrying the secret. */
export const webhookWithSecret = webhook.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

export const webhookIdParams = z.object({
  id: z.coerce.number({ error: 'Not found' }).int().positive().max(2_147_483_647),
});

/** One attempt in an endpoint's delivery log (GET /api/webhooks/:id/deliveries). */
export const webhookDelivery = z.object({
  id: z.number(),
  notificationId: z.number(),
  eventId: z.string(),
  eventType: z.string().nullable(),
  attempt: z.number(),
  ok: z.boolean(),
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
  durationMs: z.number(),
  at: z.string(),
  /** the notification's current state: a failed attempt may still be retried */
  status: z.enum(DELIVERY_STATUSES),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** POST /api/webhooks/:id/test: one attempt, made at once; the result says how it went. */
export const testEventResult = z.object({
  eventId: z.string(),
  delivered: z.boolean(),
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
});
export type TestEventResult = z.infer<typeof testEventResult>;

/** The JSON body a generic endpoint receives. */
export type WebhookPayload = {
  id: string;
  type: WebhookEvent | typeof TEST_EVENT;
  createdAt: string;
  property: { id: number; name: string; address: string; status: string } | null;
  alert: { id: number; type: string; message: string } | null;
  /** links into the app */
  url: string | null;
  message?: string;
};
