// Sends one claimed notification on its channel and records the outcome.
import type { ClaimedNotification } from './claim-notifications.js';
import { deliverAckNotice } from './deliver-ack-notice.js';
import { deliverDigest } from './deliver-digest.js';
import { deliverDirectMail } from './deliver-direct-mail.js';
import { deliverEscalationMail } from './escalation/deliver-escalation-mail.js';
import { deliverSystemMail } from './deliver-system-mail.js';
import { deliverWebhook } from './deliver-webhook.js';
import {
  deliverSubscriberMessage,
  isSubscriberMessage,
} from './status-news/deliver-subscriber-message.js';
import { deliverPush } from './push/deliver-push.js';
import type { DeliveryDeps } from './delivery-deps.js';
import { finishNotification, type FinalState, type Outcome } from './finish-notification.js';
import { deliverReport } from './reports/deliver-report.js';
import { deliverSms } from './sms/deliver-sms.js';
import { safeErrorMessage } from '../lib/redact-error.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/** Waits between tries to record an outcome while the database is away (then the last, again). */
const FINISH_RETRY_MS = [250, 500, 1000, 2000, 4000];
/** Recording is retried this long at most, and never past the row's lease. */
const FINISH_RETRY_LIMIT_MS = 60_000;

export async function sendClaimed(deps: DeliveryDeps, row: ClaimedNotification): Promise<Outcome> {
  try {
    // a status page's subscribers (mail or webhook): before the channels, which are endpoints
    if (isSubscriberMessage(row)) return await deliverSubscriberMessage(deps, row);
    if (row.channel === 'webhook') return await deliverWebhook(deps, row);
    if (row.channel === 'push') return await deliverPush(deps, row);
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
      case 'incident.acknowledged':
        return await deliverAckNotice(deps, row);
      case 'escalation.step':
        return await deliverEscalationMail(deps, row);
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
  const state = await recordOutcome(
    () =>
      finishNotification(deps.db, row, outcome, {
        now: opts.now,
        retry: deps.config.notify,
        maxAttempts: opts.maxAttempts,
      }),
    row.leaseUntil,
  );
  return { state, outcome };
}

/**
 * The send has happened: its outcome must reach the row, or the row would be sent a second time
 * once its lease ran out. While the database is away (a restart, a fail-over) the write is tried
 * again, within the lease; a write that committed though its answer was lost finds the row no
 * longer ours and returns 'lost', which sends nothing again either.
 */
async function recordOutcome(
  finish: () => Promise<FinalState>,
  leaseUntil: Date,
): Promise<FinalState> {
  const until = Math.min(leaseUntil.getTime(), Date.now() + FINISH_RETRY_LIMIT_MS);
  for (let i = 0; ; i++) {
    try {
      return await finish();
    } catch (err) {
      const wait = FINISH_RETRY_MS[Math.min(i, FINISH_RETRY_MS.length - 1)]!;
      if (!isDatabaseUnavailable(err) || Date.now() + wait >= until) throw err;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

function isDirectMail(row: ClaimedNotification): boolean {
  const p = row.payload as { to?: unknown } | null;
  return row.channel === 'email' && typeof p?.to === 'string';
}
