// The 2-step escalation policy for the bench: the workspace's default, each step to the
// three channels, step 1 then waits `waitMinutes` (the product's minimum, 1, by default; the
// contract refuses less) before step 2. Step 1 goes out beside the outage's own alert, which
// already reached every channel, so it sends nothing new (decision 034); step 2 tells each
// channel once more.
import type pg from 'pg';
import { escalationPolicyBody } from '../../src/contracts/escalation.js';

export async function seedTwoStepPolicy(
  pool: pg.Pool,
  workspaceId: string,
  waitMinutes: number,
): Promise<void> {
  const hooks = await pool.query<{ id: number }>(
    `SELECT id FROM webhooks WHERE workspace_id = $1 ORDER BY id`,
    [workspaceId],
  );
  const channelIds = hooks.rows.map((r) => r.id);
  // through the API's own rules: a wait under 1 minute is refused here as it is for users
  const body = escalationPolicyBody.parse({
    name: 'Provider outage',
    isDefault: true,
    steps: [
      { channelIds, waitMinutes },
      { channelIds, waitMinutes },
    ],
  });
  await pool.query(
    `INSERT INTO escalation_policies (workspace_id, name, is_default, repeat_last, steps)
     VALUES ($1, $2, true, $3, $4)`,
    [workspaceId, body.name, body.repeatLast, JSON.stringify(body.steps)],
  );
}

/**
 * The escalation runner as the worker runs it, one pass at a time, but every `everyMs` instead of
 * the worker's 15 s: the bench measures the channels, not the worker's timer.
 */
export function startRunnerLoop(pass: () => Promise<unknown>, everyMs: number) {
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      await pass();
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
    },
  };
}
