// npm run set-plan -- --workspace-of EMAIL --plan solo|starter|basic|pro|enterprise
// Sets the plan of an account's workspace from the shell (ends a trial, lifts a pause), on
// DATABASE_URL or the embedded cluster under DATA_DIR.
import { parseArgs } from 'node:util';
import { PLAN_IDS, type PlanId } from '../../contracts/plans.js';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { setWorkspacePlan } from '../features/billing/set-workspace-plan.js';

const { values } = parseArgs({
  options: { 'workspace-of': { type: 'string' }, plan: { type: 'string' } },
});

async function main(): Promise<void> {
  const email = values['workspace-of'];
  const plan = values.plan as PlanId | undefined;
  if (!email) throw new Error('--workspace-of EMAIL is required');
  if (!plan || !PLAN_IDS.includes(plan))
    throw new Error(`--plan must be one of ${PLAN_IDS.join(', ')}`);
  const config = loadConfig(process.env);
  const cluster = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        database: 'monitor',
        reuseRunning: true,
      });
  const database = connectDatabase(config.databaseUrl ?? cluster!.url, 2);
  try {
    await runMigrations(database.db);
    const r = await setWorkspacePlan(database.db, { email, plan });
    console.log(
      `${r.workspaceName}: plan ${r.previousPlan} -> ${plan}${r.resumed ? ', monitoring resumed' : ''}`,
    );
    if (r.hasSubscription) {
      console.log(
        'note: this workspace pays through Stripe; its subscription sets the plan again at its next change',
      );
    }
  } finally {
    await database.close();
    await cluster?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
