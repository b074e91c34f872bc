import { and, eq } from 'drizzle-orm';
import { can } from '../../contracts/permissions.js';
import { SETTINGS_MSG, type Settings } from '../../contracts/settings.js';
import type { Actor } from '../auth/actor.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { memberships, users, workspaces } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import { getAlertPreferences } from './get-alert-preferences.js';
import { pendingTokenEmail } from '../accounts/email-token.js';
import { toWorkspaceSettings } from './workspace-settings.js';
import { countActiveLocations } from '../monitoring/confirmation/active-locations.js';

/** Everything the Settings page shows, for the caller and their workspace. */
export async function getSettings(db: Db, config: Config, actor: Actor): Promise<Settings> {
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  const [ws] = await db.select().from(workspaces).where(eq(workspaces.id, actor.workspaceId));
  const [member] = await db
    .select({ emailAlerts: memberships.emailAlerts })
    .from(memberships)
    .where(
      and(eq(memberships.userId, actor.userId), eq(memberships.workspaceId, actor.workspaceId)),
    );
  if (!user || !ws || !member) throw notFound();
  const configured = Boolean(config.mail.smtpUrl);
  const pending = await pendingTokenEmail(db, { purpose: 'account', userId: user.id });
  return {
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      pendingEmail: pending && pending !== user.email?.toLowerCase() ? pending : null,
      hasPassword: user.passwordHash !== null,
    },
    personal: {
      emailNotifications: member.emailAlerts,
      desktopNotifications: user.desktopNotifications,
      systemAlerts: user.systemAlerts,
    },
    alerts: await getAlertPreferences(db, config, actor),
    workspace: { name: ws.name, ...toWorkspaceSettings(ws) },
    mail: {
      configured,
      from: configured ? config.mail.from : null,
      message: configured ? null : SETTINGS_MSG.smtpNotConfigured,
    },
    canEditWorkspace: can(actor, 'manageSettings'),
    activeLocations: await countActiveLocations(db),
  };
}
