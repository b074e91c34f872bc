// What the channel senders need: the database, configuration, mailer, SMS sender and the target
// policy.
import type { AppContext } from '../app-context.js';
import type { Config } from '../config.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { workspaces } from '../db/schema/index.js';
import { createTargetPolicy, type TargetPolicy } from '../monitoring/target-policy.js';
import { getMailer, type Mailer } from './mailer.js';
import { getSmsSender, type SmsSender } from './sms/twilio.js';

export type DeliveryDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  policy: TargetPolicy;
};

export function deliveryDeps(ctx: AppContext): DeliveryDeps {
  return {
    db: ctx.database.db,
    config: ctx.config,
    mailer: getMailer(ctx.config),
    sms: getSmsSender(ctx.config),
    policy: createTargetPolicy(ctx.config.monitor),
  };
}

export async function workspaceInfo(
  db: Db,
  workspaceId: string,
): Promise<{ name: string; timezone: string } | undefined> {
  const [ws] = await db
    .select({ name: workspaces.name, timezone: workspaces.timezone })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return ws;
}
