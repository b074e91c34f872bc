// A queued direct mail as it will be sent: its sealed one-time link opened with the app's key and
// filled in (the outbox itself never holds the link in the clear: decision 019).
import type { Config } from '../../config.js';
import type { DirectMailPayload } from '../queue-direct-mail.js';
import { openLink, withLink } from '../sealed-link.js';

export function queuedMailAsSent(config: Config, payload: DirectMailPayload): DirectMailPayload {
  if (!payload.link) return payload;
  const link = openLink(config, payload.link);
  if (!link) throw new Error('the queued mail has a link sealed with another key');
  return { ...payload, ...withLink(payload, link) };
}
