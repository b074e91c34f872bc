// Sends one mail and turns the result into an outbox outcome.
import type { DeliveryDeps } from './delivery-deps.js';
import { SMTP_NOT_CONFIGURED } from './form-digests.js';
import type { Outcome } from './finish-notification.js';
import type { MailMessage } from './mailer.js';

export async function sendMail(deps: DeliveryDeps, message: MailMessage): Promise<Outcome> {
  const recipient = message.to.join(', ');
  if (!deps.mailer.configured) return { kind: 'skipped', reason: SMTP_NOT_CONFIGURED, recipient };
  const started = performance.now();
  const res = await deps.mailer.send(message);
  const durationMs = performance.now() - started;
  return res.ok
    ? { kind: 'delivered', recipient, durationMs }
    : { kind: 'error', error: res.error, permanent: res.permanent, recipient, durationMs };
}
