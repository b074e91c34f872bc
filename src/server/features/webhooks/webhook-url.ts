import { createTargetPolicy } from '../../monitoring/target-policy.js';
import type { Config } from '../../config.js';
import { badRequest } from '../../lib/errors.js';
import { checkWebhookUrl } from '../../notify/webhook-target.js';

/** Refuses a URL the installation's target policy would not let us call. */
export async function assertWebhookUrlAllowed(config: Config, url: string): Promise<void> {
  const check = await checkWebhookUrl(url, createTargetPolicy(config.monitor));
  if (!check.ok) throw badRequest(check.reason);
}
