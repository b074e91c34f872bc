// The operator's plan setting (CLI `npm run set-plan`): a plan for the workspace of an account,
// ending any trial and lifting a pause. A Stripe subscription, if there is one, still wins at its
// next sync: this is for installations where billing is not configured, or for exceptions.
import { sql } from 'drizzle-orm';
import type { PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { resumeMonitoring } from '../../billing/monitoring-pause.js';
import { liveSubscription } from './workspace-subscriptions.js';

export type SetPlanResult = {
  workspaceId: string;
  workspaceName: string;
  previousPlan: PlanId;
  resumed: boolean;
  /** a paying Stripe subscription exists and will set its own plan again */
  hasSubscription: boolean;
};

export async function setWorkspacePlan(
  db: Db,
  opts: { email: string; plan: PlanId },
): Promise<SetPlanResult> {
  return db.transaction(async (tx) => {
    // The account's own (oldest) workspace.
    const { rows } = await tx.execute(sql`
      SELECT w.id, w.name, w.plan FROM users u
        JOIN memberships m ON m.user_id = u.id JOIN workspaces w ON w.id = m.workspace_id
       WHERE lower(u.email) = lower(${opts.email})
       ORDER BY m.created_at ASC LIMIT 1 FOR UPDATE OF w`);
    const ws = rows[0] as { id: string; name: string; plan: PlanId } | undefined;
    if (!ws) throw new Error(`No account with e-mail ${opts.email}`);
    await tx.execute(
      sql`UPDATE workspaces SET plan = ${opts.plan}, trial_ends_at = NULL WHERE id = ${ws.id}`,
    );
    const resumed = await resumeMonitoring(tx, ws.id);
    return {
      workspaceId: ws.id,
      workspaceName: ws.name,
      previousPlan: ws.plan,
      resumed,
      hasSubscription: (await liveSubscription(tx, ws.id)) !== null,
    };
  });
}
