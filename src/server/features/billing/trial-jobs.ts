// Periodic trial upkeep (the worker runs it every minute; tests pass their own clock): the two
// reminder mails, then pausing workspaces whose trial ended without a subscription.
import { sql } from 'drizzle-orm';
import type { PlanId } from '../../../contracts/plans.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { queueDirectMail } from '../../notify/queue-direct-mail.js';
import { applyWorkspaceBilling, LIVE_STATUSES } from '../../billing/apply-workspace-billing.js';
import { trialMail, type TrialMailKind } from './trial-mail.js';
import { plainUserText } from '../../notify/user-text.js';

const DAY_MS = 86_400_000;
const live = sql.raw(LIVE_STATUSES.map((s) => `'${s}'`).join(','));

export type TrialJobSummary = { reminders: number; lastDay: number; paused: number };

export async function runTrialJobs(db: Db, config: Config, now: Date): Promise<TrialJobSummary> {
  const reminders = await sendTrialMails(db, config, now, 'reminder');
  const lastDay = await sendTrialMails(db, config, now, 'last_day');
  const paused = await expireTrials(db, now);
  return { reminders, lastDay, paused };
}

/** Workspaces whose trial ended, not paused yet, without a paying subscription. */
export async function expireTrials(db: Db, now: Date): Promise<number> {
  const { rows } = await db.execute(sql`
    SELECT w.id FROM workspaces w
     WHERE w.trial_ends_at <= ${now.toISOString()}
       AND NOT EXISTS (SELECT 1 FROM billing_accounts b
                        WHERE b.workspace_id = w.id AND b.paused_at IS NOT NULL)
       AND NOT EXISTS (SELECT 1 FROM subscriptions s
                        WHERE s.workspace_id = w.id AND s.status IN (${live}))
     LIMIT 500`);
  let paused = 0;
  for (const r of rows as Array<{ id: string }>) {
    const state = await db.transaction((tx) => applyWorkspaceBilling(tx, r.id, now));
    if (state?.paused) paused++;
  }
  return paused;
}

/**
 * Sends one kind of trial mail to every workspace in its window, once per trial end: the claim
 * (billing_accounts.trial_*_for) and the outbox rows are written in one transaction.
 */
async function sendTrialMails(
  db: Db,
  config: Config,
  now: Date,
  kind: TrialMailKind,
): Promise<number> {
  // reminder: from 3 days before the end until the last day; last day: the final 24 hours
  const from = kind === 'reminder' ? 3 * DAY_MS : DAY_MS;
  const until = kind === 'reminder' ? DAY_MS : 0;
  const column = sql.raw(kind === 'reminder' ? 'trial_reminder_for' : 'trial_last_day_for');
  const { rows } = await db.execute(sql`
    SELECT w.id, w.name, w.plan, w.trial_ends_at, w.timezone FROM workspaces w
      LEFT JOIN billing_accounts b ON b.workspace_id = w.id
     WHERE w.trial_ends_at - make_interval(secs => ${from / 1000}) <= ${now.toISOString()}
       AND w.trial_ends_at - make_interval(secs => ${until / 1000}) > ${now.toISOString()}
       AND b.${column} IS DISTINCT FROM w.trial_ends_at
       AND NOT EXISTS (SELECT 1 FROM subscriptions s
                        WHERE s.workspace_id = w.id AND s.status IN (${live}))
     LIMIT 500`);
  let sent = 0;
  for (const w of rows as Array<{
    id: string;
    name: string;
    plan: PlanId;
    trial_ends_at: Date | string;
    timezone: string;
  }>) {
    const endsAt = new Date(w.trial_ends_at);
    const queued = await db.transaction(async (tx) => {
      const claim = await tx.execute(sql`
        INSERT INTO billing_accounts (workspace_id, ${column}) VALUES (${w.id}, ${endsAt.toISOString()})
        ON CONFLICT (workspace_id) DO UPDATE SET ${column} = EXCLUDED.${column}, updated_at = now()
          WHERE billing_accounts.${column} IS DISTINCT FROM EXCLUDED.${column}
        RETURNING workspace_id`);
      if (claim.rows.length === 0) return false; // another worker took it
      const admins = await tx.execute(sql`
        SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id
         WHERE m.workspace_id = ${w.id} AND m.role = 'admin' AND u.email IS NOT NULL`);
      const mail = trialMail(config, kind, {
        workspaceName: plainUserText(w.name),
        plan: w.plan,
        trialEndsAt: endsAt,
        timeZone: w.timezone,
      });
      for (const a of admins.rows as Array<{ email: string }>) {
        await queueDirectMail(tx, {
          workspaceId: w.id,
          to: a.email,
          ...mail,
          eventType: kind === 'reminder' ? 'billing.trial_reminder' : 'billing.trial_last_day',
          summary: `${mail.subject} (to ${a.email})`,
        });
      }
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
