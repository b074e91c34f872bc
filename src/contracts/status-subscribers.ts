// Status page subscribers (issue 27, decision 030): visitors subscribe by e-mail with double
// opt-in (POST /status/{slug}/subscribe, POST /api/public/status/{slug}/subscribe); the page's
// admin lists them, removes them and adds webhook URLs (/api/status-pages/{id}/subscribers).
import { z } from 'zod';
import { emailField } from './auth.js';

/** Subscription requests an address may make per hour (each sends a confirmation at most). */
export const SUBSCRIBES_PER_ADDRESS_PER_HOUR = 3;
/** Subscription requests one network address may make per hour, whatever the addresses. */
export const SUBSCRIBES_PER_IP_PER_HOUR = 20;

export const SUBSCRIBER_MSG = {
  /** the one answer to a subscription, whether the address was subscribed already or not */
  checkInbox:
    'Check your inbox: we sent a link to confirm your subscription. Nothing else is sent to this address until you follow it.',
  tooManyForAddress: 'Too many subscription requests for this address: try again in an hour',
  tooManyFromNetwork: 'Too many subscription requests from your network: try again in an hour',
  confirmed:
    'Subscription confirmed: you will get one mail for each incident update and maintenance announcement on this page.',
  linkInvalid:
    'This link is not valid any more: it was used already, or the subscription was removed.',
  unsubscribed: 'You are unsubscribed: no more mail about this page will be sent to this address.',
  webhookTaken: 'This URL already receives the updates of this page',
  notFound: 'Subscriber not found',
} as const;

export const subscribeBody = z.object({ email: emailField });
export type SubscribeBody = z.input<typeof subscribeBody>;

export const subscribeAnswer = z.object({ message: z.string() });

/** The token of a confirm or unsubscribe link (43 base64url characters). */
export const linkToken = z
  .string({ error: SUBSCRIBER_MSG.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, SUBSCRIBER_MSG.linkInvalid);

export const SUBSCRIBER_KIND_LABELS = { email: 'E-mail', webhook: 'Webhook' } as const;

export const subscriberDto = z.object({
  id: z.number(),
  kind: z.enum(['email', 'webhook']),
  /** a masked address (m•••@example.com) or a webhook URL's host */
  label: z.string(),
  /** an address that has not followed its confirm link yet gets nothing */
  confirmed: z.boolean(),
  createdAt: z.string(),
});
export type SubscriberDto = z.infer<typeof subscriberDto>;

export const subscriberList = z.object({
  confirmedEmails: z.number(),
  pendingEmails: z.number(),
  webhooks: z.number(),
  subscribers: z.array(subscriberDto),
});
export type SubscriberList = z.infer<typeof subscriberList>;

export const webhookSubscriberBody = z.object({
  url: z
    .string({ error: 'Please enter a valid http:// or https:// URL' })
    .trim()
    .max(2000, 'The URL must be at most 2000 characters')
    .pipe(z.url({ protocol: /^https?$/, error: 'Please enter a valid http:// or https:// URL' })),
});
export type WebhookSubscriberBody = z.input<typeof webhookSubscriberBody>;

/** The signing secret is shown once, when the URL is added. */
export const webhookSubscriberCreated = subscriberDto.extend({ secret: z.string() });
export type WebhookSubscriberCreated = z.infer<typeof webhookSubscriberCreated>;

const id = z.coerce.number({ error: 'Not found' }).int().positive().max(2_147_483_647);
export const subscriberParams = z.object({ id, subscriberId: id });
