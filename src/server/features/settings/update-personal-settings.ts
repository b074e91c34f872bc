// The caller's own switches. E-mail notifications are per workspace (the membership's
// email_alerts: a person may want alert mail from one workspace and not another); desktop
// notifications and system alerts belong to the person.
import { and, eq } from 'drizzle-orm';
import type { UpdatePersonalBody } from '../../../contracts/settings.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { memberships, users } from '../../db/schema/index.js';

export async function updatePersonalSettings(db: Db, actor: Actor, body: UpdatePersonalBody) {
  const { emailNotifications, ...own } = body;
  const set = Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined));
  await db.transaction(async (tx) => {
    if (emailNotifications !== undefined) {
      await tx
        .update(memberships)
        .set({ emailAlerts: emailNotifications })
        .where(
          and(eq(memberships.userId, actor.userId), eq(memberships.workspaceId, actor.workspaceId)),
        );
    }
    if (Object.keys(set).length > 0) {
      await tx
        .update(users)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(users.id, actor.userId));
    }
  });
}
