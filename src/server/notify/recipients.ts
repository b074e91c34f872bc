// Who gets mail: alert mail and reports go to the workspace's alert e-mail, or else to its admins
// who keep e-mail notifications on; system mails go to admins who keep system alerts on.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberships, users, workspaces } from '../db/schema/index.js';

export async function alertRecipients(db: Db, workspaceId: string): Promise<string[]> {
  const [ws] = await db
    .select({ alertEmail: workspaces.alertEmail })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (ws?.alertEmail) return [ws.alertEmail];
  return adminEmails(db, workspaceId, 'emailNotifications');
}

export async function systemRecipients(db: Db, workspaceId: string): Promise<string[]> {
  return adminEmails(db, workspaceId, 'systemAlerts');
}

async function adminEmails(
  db: Db,
  workspaceId: string,
  wants: 'emailNotifications' | 'systemAlerts',
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.workspaceId, workspaceId),
        eq(memberships.role, 'admin'),
        isNotNull(users.email),
        eq(users[wants], true),
      ),
    )
    .orderBy(asc(users.createdAt));
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}

export const NO_RECIPIENT =
  'No recipient: set an alert e-mail in Settings or turn on e-mail notifications for an admin';
export const NO_SYSTEM_RECIPIENT = 'No recipient: no admin has system alerts turned on';
