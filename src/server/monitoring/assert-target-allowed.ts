import type { TargetPolicy } from './target-policy.js';
import { badRequest } from '../lib/errors.js';

/** A property whose address the installation may not probe is refused up front, not left failing. */
export function assertTargetAllowed(policy: TargetPolicy, ip: string): void {
  const decision = policy.check(ip);
  if (!decision.ok) throw badRequest(decision.reason);
}
