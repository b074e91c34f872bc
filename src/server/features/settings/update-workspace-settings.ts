import { eq, sql } from 'drizzle-orm';
import { SETTINGS_MSG } from '../../../contracts/settings.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { activityEvents, workspaces } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { countActiveLocations } from '../../monitoring/confirmation/active-locations.js';
import { assertMaySendLink } from '../../accounts/email-token.js';
import { personName, sendVerificationLink } from '../../accounts/send-verification-link.js';
import { isKnownTimeZone } from '../../data/known-time-zone.js';

export type WorkspaceChanges = Partial<{
  name: string;
  alertEmail: string | null;
  checkIntervalSeconds: number;
  failuresBeforeOffline: number;
  outageConfirmedFrom: 1 | 2;
  timezone: string;
  emailOnTimeout: boolean;
  dailyReports: boolean;
  weeklyReports: boolean;
  maskIps: boolean;
}>;

/**
 * Admin-only workspace settings. A new check interval takes effect at once: properties that use
 * the workspace's interval get their next check moved to (last check + new interval), or now
 * when that is already past. A new alert e-mail gets no mail until the link sent to it is
 * followed, unless it is the acting admin's own verified address.
 */
export async function updateWorkspaceSettings(
  db: Db,
  config: Config,
  actor: Actor,
  changes: WorkspaceChanges,
) {
  const { outageConfirmedFrom, ...rest } = changes;
  const set: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  );
  if (outageConfirmedFrom !== undefined) set.outageConfirmLocations = outageConfirmedFrom;
  if (Object.keys(set).length === 0) return;
  await db.transaction(async (tx) => {
    if (changes.timezone !== undefined) {
      // PostgreSQL computes report times: it must know the zone as well as the runtime does.
      if (!(await isKnownTimeZone(tx, changes.timezone))) {
        throw badRequest(SETTINGS_MSG.timezoneInvalid);
      }
    }
    // Confirmation from 2 needs a second location that can agree (issue 28): refused, nothing saved.
    if (outageConfirmedFrom === 2 && (await countActiveLocations(tx)) < 2) {
      throw new AppError('conflict', SETTINGS_MSG.confirmNeedsLocations);
    }
    const [before] = await tx
      .select({
        interval: workspaces.checkIntervalSeconds,
        alertEmail: workspaces.alertEmail,
        name: workspaces.name,
      })
      .from(workspaces)
      .where(eq(workspaces.id, actor.workspaceId))
      .for('update');
    const newAlertEmail = alertEmailChange(changes.alertEmail, before?.alertEmail ?? null);
    if (newAlertEmail === undefined) delete set.alertEmail;
    else {
      const ownVerified = actor.emailVerified && actor.email?.toLowerCase() === newAlertEmail;
      set.alertEmailVerifiedAt = newAlertEmail !== null && ownVerified ? new Date() : null;
    }
    if (Object.keys(set).length === 0) return;
    await tx.update(workspaces).set(set).where(eq(workspaces.id, actor.workspaceId));
    if (newAlertEmail && !set.alertEmailVerifiedAt) {
      await assertMaySendLink(
        tx,
        { purpose: 'alert_email', workspaceId: actor.workspaceId },
        { resend: false },
      );
      await sendVerificationLink(tx, config, {
        kind: 'alert_email',
        email: newAlertEmail,
        workspaceId: actor.workspaceId,
        workspaceName: changes.name ?? before?.name ?? actor.workspaceName,
        personName: personName(actor),
      });
    }
    const interval = changes.checkIntervalSeconds;
    if (interval !== undefined && before && before.interval !== interval) {
      // Schedule rows in id order, as a batch being recorded locks them (no deadlock).
      await tx.execute(sql`
        UPDATE property_schedule s
           SET next_check_at = greatest(now(), coalesce(s.last_check, now()) + make_interval(secs => ${interval}))
         WHERE s.property_id IN (
                 SELECT s2.property_id FROM property_schedule s2
                   JOIN properties p ON p.id = s2.property_id AND p.interval_seconds IS NULL
                  WHERE s2.workspace_id = ${actor.workspaceId}
                  ORDER BY s2.property_id FOR NO KEY UPDATE OF s2)`);
    }
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'settings.updated',
      message: `Workspace settings changed: ${Object.keys(set)
        .filter((k) => k !== 'alertEmailVerifiedAt')
        .map((k) => (k === 'outageConfirmLocations' ? 'outageConfirmedFrom' : k))
        .join(', ')}`,
    });
  });
}

/** undefined: no change (omitted, or the same address); null: cleared; else the new address. */
function alertEmailChange(
  next: string | null | undefined,
  current: string | null,
): string | null | undefined {
  if (next === undefined) return undefined;
  const normal = next?.toLowerCase() ?? null;
  return normal === (current?.toLowerCase() ?? null) ? undefined : normal;
}
