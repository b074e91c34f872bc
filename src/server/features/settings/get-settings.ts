import { can } from '../../../contracts/permissions.js';
import { eq } from 'drizzle-orm';
import { SETTINGS_MSG, type Settings } from '../../../contracts/settings.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users, workspaces } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { toWorkspaceSettings } from '../../data/workspace-settings.js';

/** Everything the Settings page shows, for the caller and their workspace. */
export async function getSettings(db: Db, config: Config, actor: Actor): Promise<Settings> {
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  const [ws] = await db.select().from(workspaces).where(eq(workspaces.id, actor.workspaceId));
  if (!user || !ws) throw notFound();
  const configured = Boolean(config.mail.smtpUrl);
  return {
    profile: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    personal: {
      emailNotifications: user.emailNotifications,
      desktopNotifications: user.desktopNotifications,
      systemAlerts: user.systemAlerts,
    },
    workspace: { name: ws.name, ...toWorkspaceSettings(ws) },
    mail: {
      configured,
      from: configured ? config.mail.from : null,
      message: configured ? null : SETTINGS_MSG.smtpNotConfigured,
    },
    canEditWorkspace: can(actor, 'manageSettings'),
  };
}
