import { TRIAL_DAYS, type PlanId } from '../../contracts/plans.js';
import type { Config } from '../config.js';

/**
 * The plan a new workspace starts on: a 14-day Starter trial with no card once billing is
 * configured (DESIGN §1); without a payment provider (self-hosted use) DEFAULT_PLAN, no trial.
 */
export function newWorkspacePlan(
  config: Config,
  now: Date = new Date(),
): { plan: PlanId; trialEndsAt: Date | null } {
  if (!config.billing) return { plan: config.defaultPlan, trialEndsAt: null };
  return { plan: 'starter', trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000) };
}
