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

export const WEBHOOK_TYPES = [
  'webhook',
  'slack',
  'teams',
  'discord',
  'ntfy',
  'telegram',
  'pagerduty',
] as const;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];

/** Kinds addressed by a URL the admin gives; Telegram and PagerDuty use the configured API. */
export const URL_TYPES: readonly WebhookType[] = ['webhook', 'slack', 'teams', 'discord', 'ntfy'];
/** Which secret field a kind takes (stored as its credential, never answered again). */
export const CREDENTIAL_FIELD = {
  telegram: 'botToken',
  pagerduty: 'routingKey',
  ntfy: 'accessToken',
} as const satisfies Partial<Record<WebhookType, string>>;

/** BotFather's token shape: the bot's numeric id, a colon, 35 characters. */
export const TELEGRAM_TOKEN_PATTERN = /^\d{1,20}:[A-Za-z0-9_-]{35}$/;
/** A numeric chat id (groups and channels are negative) or a public @channel name. */
export const TELEGRAM_CHAT_PATTERN = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;
/** An Events API v2 integration key. */
export const PAGERDUTY_KEY_PATTERN = /^[a-z0-9]{32}$/;
/** Sent as `Authorization: Bearer …`: printable, no spaces. */
export const NTFY_TOKEN_PATTERN = /^[\x21-\x7e]{1,200}$/;

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
  typeInvalid: 'Type must be webhook, slack, teams, discord, ntfy, telegram or pagerduty',
  notFound: 'Webhook not found',
  telegramTokenInvalid:
    'Telegram bot token must look like 123456789:AA… (digits, a colon, then 35 letters, digits, _ or -)',
  telegramChatInvalid: 'Telegram chat id must be a number (e.g. -1001234567890) or a @channel name',
  pagerdutyKeyInvalid: 'PagerDuty routing key must be 32 lowercase letters and digits',
  ntfyTokenInvalid: 'ntfy access token must be 1 to 200 characters without spaces',
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

const botToken = z
  .string({ error: WEBHOOK_MSG.telegramTokenInvalid })
  .trim()
  .regex(TELEGRAM_TOKEN_PATTERN, WEBHOOK_MSG.telegramTokenInvalid);
const chatId = z
  .string({ error: WEBHOOK_MSG.telegramChatInvalid })
  .trim()
  .regex(TELEGRAM_CHAT_PATTERN, WEBHOOK_MSG.telegramChatInvalid);
const routingKey = z
  .string({ error: WEBHOOK_MSG.pagerdutyKeyInvalid })
  .trim()
  .regex(PAGERDUTY_KEY_PATTERN, WEBHOOK_MSG.pagerdutyKeyInvalid);
const accessToken = z
  .string({ error: WEBHOOK_MSG.ntfyTokenInvalid })
  .trim()
  .regex(NTFY_TOKEN_PATTERN, WEBHOOK_MSG.ntfyTokenInvalid);

/** The fields each kind needs, with the message for a missing one. */
export const REQUIRED_FIELDS: Record<WebhookType, [field: string, message: string][]> = {
  webhook: [['url', WEBHOOK_MSG.urlInvalid]],
  slack: [['url', WEBHOOK_MSG.urlInvalid]],
  teams: [['url', WEBHOOK_MSG.urlInvalid]],
  discord: [['url', WEBHOOK_MSG.urlInvalid]],
  ntfy: [['url', WEBHOOK_MSG.urlInvalid]],
  telegram: [
    ['botToken', WEBHOOK_MSG.telegramTokenInvalid],
    ['chatId', WEBHOOK_MSG.telegramChatInvalid],
  ],
  pagerduty: [['routingKey', WEBHOOK_MSG.pagerdutyKeyInvalid]],
};

export const createWebhookBody = z
  .object({
    name,
    type: z.enum(WEBHOOK_TYPES, { error: WEBHOOK_MSG.typeInvalid }).default('webhook'),
    /** webhook, slack, teams, discord: the incoming-webhook URL; ntfy: the topic URL */
    url: url.optional(),
    /** telegram: from BotFather */
    botToken: botToken.optional(),
    /** telegram: the chat, group or channel the bot posts to */
    chatId: chatId.optional(),
    /** pagerduty: the Events API v2 integration key of a service */
    routingKey: routingKey.optional(),
    /** ntfy: optional, for a protected topic */
    accessToken: accessToken.optional(),
    events: events.default([...WEBHOOK_EVENTS]),
    enabled: z.boolean().default(true),
  })
  .superRefine(
    (v, ctx) => {
      // runs even when another field failed, so a form shows every missing field at once
      for (const [field, message] of REQUIRED_FIELDS[v.type] ?? []) {
        if (v[field as keyof typeof v] === undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message });
        }
      }
    },
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  );
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

/** Fields left out stay as they are; a secret field given replaces the stored one. */
export const updateWebhookBody = z.object({
  name: name.optional(),
  type: z.enum(WEBHOOK_TYPES, { error: WEBHOOK_MSG.typeInvalid }).optional(),
  url: url.optional(),
  botToken: botToken.optional(),
  chatId: chatId.optional(),
  routingKey: routingKey.optional(),
  accessToken: accessToken.optional(),
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
  /** Telegram: the chat id; other kinds: null */
  chatId: z.string().nullable(),
  /** the last characters of the bot token, routing key or ntfy token; null when there is none */
  credentialHint: z.string().nullable(),
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

/** The JSON body a generic endpoint receives (also the OpenAPI document's `webhooks`). */
export const webhookPayload = z
  .object({
    id: z.string().describe('The event id, the same on every retry: ignore duplicates by it'),
    type: z.enum([...WEBHOOK_EVENTS, TEST_EVENT]),
    createdAt: z.string().describe('ISO 8601 date-time'),
    property: z
      .object({ id: z.number(), name: z.string(), address: z.string(), status: z.string() })
      .nullable(),
    alert: z.object({ id: z.number(), type: z.string(), message: z.string() }).nullable(),
    /** links into the app */
    url: z.string().nullable().describe('A link into the app'),
    message: z.string().optional(),
  })
  .describe('Webhook event');
export type WebhookPayload = z.infer<typeof webhookPayload>;
