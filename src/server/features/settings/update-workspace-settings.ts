import { eq, sql } from 'drizzle-orm';
import { SETTINGS_MSG } from '../../../contracts/settings.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { activityEvents, workspaces } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';

export type WorkspaceChanges = Partial<{
  name: string;
  alertEmail: string | null;
  checkIntervalSeconds: number;
  failuresBeforeOffline: number;
  timezone: string;
  emailOnTimeout: boolean;
  dailyReports: boolean;
  weeklyReports: boolean;
  maskIps: boolean;
}>;

/**
 * Admin-only workspace settings. A new check interval takes effect at once: properties that use
 * the workspace's interval get their next check moved to (last check + new interval), or now
 * when that is already past.
 */
export async function updateWorkspaceSettings(db: Db, actor: Actor, changes: WorkspaceChanges) {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return;
  await db.transaction(async (tx) => {
    if (changes.timezone !== undefined) {
      // PostgreSQL computes report times: it must know the zone as well as the runtime does.
      const known = await tx.execute(
        sql`SELECT 1 FROM pg_timezone_names WHERE name = ${changes.timezone} LIMIT 1`,
      );
      if (known.rows.length === 0) throw badRequest(SETTINGS_MSG.timezoneInvalid);
    }
    const [before] = await tx
      .select({ interval: workspaces.checkIntervalSeconds })
      .from(workspaces)
      .where(eq(workspaces.id, actor.workspaceId))
      .for('update');
    await tx.update(workspaces).set(set).where(eq(workspaces.id, actor.workspaceId));
    const interval = changes.checkIntervalSeconds;
    if (interval !== undefined && before && before.interval !== interval) {
      await tx.execute(sql`
        UPDATE properties
           SET next_check_at = greatest(now(), coalesce(last_check, now()) + make_interval(secs => ${interval}))
         WHERE workspace_id = ${actor.workspaceId} AND interval_seconds IS NULL`);
    }
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'settings.updated',
      message: `Workspace settings changed: ${Object.keys(set).join(', ')}`,
    });
  });
}
