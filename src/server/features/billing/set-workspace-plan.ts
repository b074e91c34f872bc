// The operator's plan setting (CLI `npm run set-plan`): a plan for the workspace of an account,
// ending any trial and lifting a pause. A Stripe subscription, if there is one, still wins at its
// next sync: this is for installations where billing is not configured, or for exceptions.
import { asc, eq, sql } from 'drizzle-orm';
import type { PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { memberships, users, workspaces } from '../../db/schema/index.js';
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
    const [ws] = await tx
      .select({ id: workspaces.id, name: workspaces.name, plan: workspaces.plan })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
      .where(eq(sql`lower(${users.email})`, sql`lower(${opts.email})`))
      .orderBy(asc(memberships.createdAt))
      .limit(1)
      .for('update', { of: workspaces });
    if (!ws) throw new Error(`No account with e-mail ${opts.email}`);
    await tx
      .update(workspaces)
      .set({ plan: opts.plan, trialEndsAt: null })
      .where(eq(workspaces.id, ws.id));
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
