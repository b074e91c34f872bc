// A member's alert choices in the current workspace: SMS on/off and which alert types reach them
// (e-mail on/off is the Notifications switch). SMS needs the plan (403 naming it) and a verified
// phone.
import { and, eq } from 'drizzle-orm';
import { SMS_MSG, type MemberAlertType } from '../../../contracts/alert-preferences.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { requireSmsPlan } from './require-sms-plan.js';
import { memberships, users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';

export async function updateAlertPreferences(
  db: Db,
  actor: Actor,
  changes: { smsAlerts?: boolean; alertTypes?: MemberAlertType[] },
): Promise<void> {
  const set: Partial<{ smsAlerts: boolean; alertTypes: string[] }> = {};
  if (changes.alertTypes !== undefined) set.alertTypes = changes.alertTypes;
  if (changes.smsAlerts !== undefined) set.smsAlerts = changes.smsAlerts;
  if (Object.keys(set).length === 0) return;
  if (changes.smsAlerts) {
    requireSmsPlan(actor);
    const [me] = await db
      .select({ verifiedAt: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, actor.userId));
    if (!me?.verifiedAt) throw badRequest(SMS_MSG.phoneRequired);
  }
  await db
    .update(memberships)
    .set(set)
    .where(
      and(eq(memberships.userId, actor.userId), eq(memberships.workspaceId, actor.workspaceId)),
    );
}
