import type { PlanId } from '../../contracts/plans.js';
import type { Config } from '../config.js';

/**
 * The plan a new workspace starts on. Without a payment provider configured (self-hosted use)
 * that is DEFAULT_PLAN; the 14-day Starter trial applies once billing is configured.
 */
export function newWorkspacePlan(config: Config): { plan: PlanId; trialEndsAt: Date | null } {
  return { plan: config.defaultPlan, trialEndsAt: null };
}
