// Sends one claimed notification on its channel and records the outcome.
import type { ClaimedNotification } from './claim-notifications.js';
import { deliverDigest } from './deliver-digest.js';
import { deliverDirectMail } from './deliver-direct-mail.js';
import { deliverSystemMail } from './deliver-system-mail.js';
import { deliverWebhook } from './deliver-webhook.js';
import type { DeliveryDeps } from './delivery-deps.js';
import { finishNotification, type FinalState, type Outcome } from './finish-notification.js';
import { deliverReport } from './reports/deliver-report.js';
import { deliverSms } from './sms/deliver-sms.js';
import { safeErrorMessage } from '../lib/redact-error.js';

export async function sendClaimed(deps: DeliveryDeps, row: ClaimedNotification): Promise<Outcome> {
  try {
    if (row.channel === 'webhook') return await deliverWebhook(deps, row);
    switch (row.eventType) {
      case 'alert.digest':
        return await deliverDigest(deps, row);
      case 'alert.sms':
        return await deliverSms(deps, row);
      case 'report.daily':
      case 'report.weekly':
        return await deliverReport(deps, row);
      case 'system.webhook_failed':
        return await deliverSystemMail(deps, row);
      default:
        // team.invitation, account.verify_email, ...: mails to a named address
        if (row.eventType?.includes('.') && isDirectMail(row))
          return await deliverDirectMail(deps, row);
        return { kind: 'skipped', reason: `Unknown notification ${row.channel}/${row.eventType}` };
    }
  } catch (err) {
    // A bug or a database hiccup while preparing: try again later like any failure.
    return { kind: 'error', error: safeErrorMessage(err) || String(err), permanent: false };
  }
}

export async function deliverClaimed(
  deps: DeliveryDeps,
  row: ClaimedNotification,
  opts: { now: Date; maxAttempts?: number },
): Promise<{ state: FinalState; outcome: Outcome }> {
  const outcome = await sendClaimed(deps, row);
  const state = await finishNotification(deps.db, row, outcome, {
    now: opts.now,
    retry: deps.config.notify,
    maxAttempts: opts.maxAttempts,
  });
  return { state, outcome };
}

function isDirectMail(row: ClaimedNotification): boolean {
  const p = row.payload as { to?: unknown } | null;
  return row.channel === 'email' && typeof p?.to === 'string';
}
