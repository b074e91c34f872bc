import { asc, desc, eq } from 'drizzle-orm';
import type { WorkspaceExport } from '../../../contracts/settings.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import {
  activityEvents,
  alerts,
  memberships,
  users,
  webhooks,
  workspaces,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { toAlertDto } from '../../data/alert-dto.js';
import { toWorkspaceSettings } from '../../data/workspace-settings.js';
import { listProperties } from '../../data/list-properties.js';

/**
 * All of the workspace's data (Danger Zone export). Addresses follow the workspace's masking
 * like everywhere else; webhook secrets are never exported.
 */
export async function exportWorkspace(db: Db, actor: Actor): Promise<WorkspaceExport> {
  const id = actor.workspaceId;
  const [ws] = await db.select().from(workspaces).where(eq(workspaces.id, id));
  if (!ws) throw notFound();
  const members = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, id))
    .orderBy(asc(memberships.createdAt));
  const alertRows = await db
    .select()
    .from(alerts)
    .where(eq(alerts.workspaceId, id))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  const hooks = await db.select().from(webhooks).where(eq(webhooks.workspaceId, id));
  const activity = await db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.workspaceId, id))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id));
  return {
    exportedAt: new Date().toISOString(),
    workspace: {
      id: ws.id,
      name: ws.name,
      plan: ws.plan,
      createdAt: ws.createdAt.toISOString(),
      settings: toWorkspaceSettings(ws),
    },
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    properties: await listProperties(db, actor),
    alerts: alertRows.map(toAlertDto),
    webhooks: hooks.map((h) => ({
      name: h.name,
      type: h.type,
      url: h.url,
      events: h.events,
      enabled: h.enabled,
      createdAt: h.createdAt.toISOString(),
    })),
    activity: activity.map((e) => ({
      kind: e.kind,
      message: e.message,
      propertyId: e.propertyId,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
