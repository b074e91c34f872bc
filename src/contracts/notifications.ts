// The notification log (Settings): the last deliveries of alert mail and SMS, reports and webhooks.
import { z } from 'zod';
import { DELIVERY_STATUSES, WEBHOOK_TYPES } from './webhooks.js';

export const NOTIFICATION_LOG_LIMIT = 100;

export const notificationLogEntry = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms', 'webhook', 'push']),
  /** alert.digest (alert mail), report.daily, report.weekly, system.webhook_failed, property.*, alert.created, webhook.test */
  eventType: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  /** the reason a row was skipped or the last failure */
  lastError: z.string().nullable(),
  lastStatusCode: z.number().nullable(),
  /** e-mail addresses, a masked phone number, the endpoint's name, or a browser (push) */
  recipient: z.string().nullable(),
  summary: z.string().nullable(),
  webhook: z.object({ id: z.number(), name: z.string(), type: z.enum(WEBHOOK_TYPES) }).nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** when the next retry is due (pending rows) */
  nextAttemptAt: z.string().nullable(),
});
export type NotificationLogEntry = z.infer<typeof notificationLogEntry>;

export const notificationLog = z.array(notificationLogEntry);
