// Retry schedule of the outbox: base * 2^(attempt-1), capped. With the defaults (10 s base,
// 15 min cap, 10 attempts) a notification is retried for about 51 minutes before it fails.
import type { Config } from '../config.js';

export type RetryPolicy = Pick<
  Config['notify'],
  'maxAttempts' | 'retryBaseSeconds' | 'retryMaxSeconds'
>;

/** Seconds to wait after the given attempt (1 = the first) failed. */
export function retryDelaySeconds(attempt: number, policy: RetryPolicy): number {
  const exp = Math.min(Math.max(attempt - 1, 0), 30);
  return Math.min(policy.retryBaseSeconds * 2 ** exp, policy.retryMaxSeconds);
}

/** Total time from the first attempt to the last one. */
export function retrySpanSeconds(policy: RetryPolicy): number {
  let total = 0;
  for (let a = 1; a < policy.maxAttempts; a++) total += retryDelaySeconds(a, policy);
  return total;
}
