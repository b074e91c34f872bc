// A plan may be chosen only when the workspace's properties fit in it (DESIGN §1).
import { downgradeMessage } from '../../../contracts/billing.js';
import { propertiesOverLimit } from '../../../contracts/entitlements.js';
import type { PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { countProperties } from '../../data/count-properties.js';
import { AppError } from '../../lib/errors.js';

export async function assertPlanFits(
  db: Pick<Db, 'select'>,
  workspaceId: string,
  plan: PlanId,
): Promise<void> {
  const count = await countProperties(db, workspaceId);
  const excess = propertiesOverLimit(plan, count);
  if (excess > 0) {
    throw new AppError('conflict', downgradeMessage(plan, count), {
      details: { propertiesToRemove: excess },
    });
  }
}
