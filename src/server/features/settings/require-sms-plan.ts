// SMS alerts are a plan feature: turning them on, or verifying a phone for them, needs a plan
// that has them (403 limit_reached with the plan to upgrade from otherwise).
import { SMS_MSG } from '../../../contracts/alert-preferences.js';
import { planHas } from '../../../contracts/entitlements.js';
import { PLANS } from '../../../contracts/plans.js';
import type { Actor } from '../../auth/actor.js';
import { limitReached } from '../../lib/errors.js';

export function requireSmsPlan(actor: Actor): void {
  if (!planHas(actor.plan, 'smsAlerts')) {
    const plan = PLANS[actor.plan];
    throw limitReached(SMS_MSG.planRequired(plan.name), { plan: plan.id });
  }
}
