// The caller's alert preferences in the current workspace, their phone and what SMS can do here.
import { and, eq, gt } from 'drizzle-orm';
import {
  SMS_MSG,
  type AlertPreferences,
  type MemberAlertType,
} from '../../contracts/alert-preferences.js';
import { planHas } from '../../contracts/entitlements.js';
import { PLANS } from '../../contracts/plans.js';
import type { Actor } from '../auth/actor.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { memberships, phoneCodes, users } from '../db/schema/index.js';

export async function getAlertPreferences(
  db: Db,
  config: Config,
  actor: Actor,
  now = new Date(),
): Promise<AlertPreferences> {
  const [row] = await db
    .select({
      smsAlerts: memberships.smsAlerts,
      alertTypes: memberships.alertTypes,
      phoneNumber: users.phoneNumber,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.userId, actor.userId), eq(memberships.workspaceId, actor.workspaceId)),
    );
  const [pending] = await db
    .select({ phoneNumber: phoneCodes.phoneNumber })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, actor.userId), gt(phoneCodes.expiresAt, now)));
  const configured = Boolean(config.sms.twilio);
  const plan = PLANS[actor.plan];
  const planAllows = planHas(actor.plan, 'smsAlerts');
  return {
    smsAlerts: row?.smsAlerts ?? false,
    alertTypes: (row?.alertTypes ?? []) as MemberAlertType[],
    phoneNumber: row?.phoneVerifiedAt ? row.phoneNumber : null,
    pendingPhoneNumber: pending?.phoneNumber ?? null,
    sms: {
      configured,
      planAllows,
      message: !configured
        ? SMS_MSG.notConfigured
        : !planAllows
          ? SMS_MSG.planRequired(plan.name)
          : null,
    },
  };
}
