// Periodic trial upkeep (the worker runs it every minute; tests pass their own clock): the two
// reminder mails, then pausing workspaces whose trial ended without a subscription.
import { and, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  billingAccounts,
  memberships,
  subscriptions,
  users,
  workspaces,
} from '../../db/schema/index.js';
import { queueDirectMail } from '../../notify/queue-direct-mail.js';
import { applyWorkspaceBilling, LIVE_STATUSES } from '../../billing/apply-workspace-billing.js';
import { trialMail, type TrialMailKind } from './trial-mail.js';
import { plainUserText } from '../../notify/user-text.js';

const DAY_MS = 86_400_000;
const w = workspaces;

/** No paying subscription for the workspace of the outer row (a correlated sub-select). */
const noLiveSubscription = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(subscriptions)
      .where(
        and(eq(subscriptions.workspaceId, w.id), inArray(subscriptions.status, [...LIVE_STATUSES])),
      ),
  );

export type TrialJobSummary = { reminders: number; lastDay: number; paused: number };

export async function runTrialJobs(db: Db, config: Config, now: Date): Promise<TrialJobSummary> {
  const reminders = await sendTrialMails(db, config, now, 'reminder');
  const lastDay = await sendTrialMails(db, config, now, 'last_day');
  const paused = await expireTrials(db, now);
  return { reminders, lastDay, paused };
}

/** Workspaces whose trial ended, not paused yet, without a paying subscription. */
export async function expireTrials(db: Db, now: Date): Promise<number> {
  const b = billingAccounts;
  const rows = await db
    .select({ id: w.id })
    .from(w)
    .where(
      and(
        lte(w.trialEndsAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(b)
            .where(and(eq(b.workspaceId, w.id), isNotNull(b.pausedAt))),
        ),
        noLiveSubscription(db),
      ),
    )
    .limit(500);
  let paused = 0;
  for (const r of rows) {
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
  const sentFor =
    kind === 'reminder' ? billingAccounts.trialReminderFor : billingAccounts.trialLastDayFor;
  const at = now.toISOString();
  const rows = await db
    .select({
      id: w.id,
      name: w.name,
      plan: w.plan,
      trialEndsAt: w.trialEndsAt,
      timezone: w.timezone,
    })
    .from(w)
    .leftJoin(billingAccounts, eq(billingAccounts.workspaceId, w.id))
    .where(
      and(
        sql`${w.trialEndsAt} - make_interval(secs => ${from / 1000}) <= ${at}`,
        sql`${w.trialEndsAt} - make_interval(secs => ${until / 1000}) > ${at}`,
        sql`${sentFor} IS DISTINCT FROM ${w.trialEndsAt}`,
        noLiveSubscription(db),
      ),
    )
    .limit(500);
  let sent = 0;
  for (const ws of rows) {
    // the window's conditions above hold only for a set trial end
    if (!ws.trialEndsAt) continue;
    const endsAt = ws.trialEndsAt;
    const queued = await db.transaction(async (tx) => {
      const claimed =
        kind === 'reminder' ? { trialReminderFor: endsAt } : { trialLastDayFor: endsAt };
      const claim = await tx
        .insert(billingAccounts)
        .values({ workspaceId: ws.id, ...claimed })
        .onConflictDoUpdate({
          target: billingAccounts.workspaceId,
          set: { ...claimed, updatedAt: sql`now()` },
          setWhere: sql`${sentFor} IS DISTINCT FROM ${endsAt.toISOString()}::timestamptz`,
        })
        .returning({ workspaceId: billingAccounts.workspaceId });
      if (claim.length === 0) return false; // another worker took it
      const admins = await tx
        .select({ email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            eq(memberships.workspaceId, ws.id),
            eq(memberships.role, 'admin'),
            isNotNull(users.email),
          ),
        );
      const mail = trialMail(config, kind, {
        workspaceName: plainUserText(ws.name),
        plan: ws.plan,
        trialEndsAt: endsAt,
        timeZone: ws.timezone,
      });
      for (const { email } of admins) {
        if (email === null) continue; // excluded above
        await queueDirectMail(tx, {
          workspaceId: ws.id,
          to: email,
          ...mail,
          eventType: kind === 'reminder' ? 'billing.trial_reminder' : 'billing.trial_last_day',
          summary: `${mail.subject} (to ${email})`,
        });
      }
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
