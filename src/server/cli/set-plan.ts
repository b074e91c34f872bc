// npm run set-plan -- --workspace-of EMAIL --plan solo|starter|basic|pro|enterprise
// Sets the plan of an account's workspace from the shell (ends a trial, lifts a pause), on
// DATABASE_URL or the embedded cluster under DATA_DIR.
import { parseArgs } from 'node:util';
import { PLAN_IDS, type PlanId } from '../../contracts/plans.js';
import { setWorkspacePlan } from '../features/billing/set-workspace-plan.js';
import { withCliDatabase } from './with-cli-database.js';

const { values } = parseArgs({
  options: { 'workspace-of': { type: 'string' }, plan: { type: 'string' } },
});

async function main(): Promise<void> {
  const email = values['workspace-of'];
  const plan = values.plan as PlanId | undefined;
  if (!email) throw new Error('--workspace-of EMAIL is required');
  if (!plan || !PLAN_IDS.includes(plan))
    throw new Error(`--plan must be one of ${PLAN_IDS.join(', ')}`);
  await withCliDatabase(async (database) => {
    const r = await setWorkspacePlan(database.db, { email, plan });
    console.log(
      `${r.workspaceName}: plan ${r.previousPlan} -> ${plan}${r.resumed ? ', monitoring resumed' : ''}`,
    );
    if (r.hasSubscription) {
      console.log(
        'note: this workspace pays through Stripe; its subscription sets the plan again at its next change',
      );
    }
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
