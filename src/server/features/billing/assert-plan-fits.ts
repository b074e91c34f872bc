// A plan may be chosen only when the workspace's properties fit in it (DESIGN §1).
import { downgradeMessage } from '../../../contracts/billing.js';
import { PLANS, type PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { propertyCount } from './workspace-subscriptions.js';

export async function assertPlanFits(
  tx: Pick<Db, 'execute'>,
  workspaceId: string,
  plan: PlanId,
): Promise<void> {
  const limit = PLANS[plan].propertyLimit;
  if (limit === null) return;
  const count = await propertyCount(tx, workspaceId);
  if (count > limit) {
    throw new AppError('conflict', downgradeMessage(plan, count), {
      details: { propertiesToRemove: count - limit },
    });
  }
}
