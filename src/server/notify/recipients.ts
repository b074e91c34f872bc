// Who gets mail (DESIGN §1: only verified addresses). Alert mail: the workspace's alert e-mail
// once verified (offline and online, timeout too when the workspace asks), and every member who
// keeps e-mail notifications on in that workspace, for the alert types they chose, at their
// verified address. Reports (a workspace summary, no per-member choice): the verified alert
// e-mail, else the admins with e-mail notifications on. System mails: admins who keep system
// alerts on.
import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberships, users, workspaces } from '../db/schema/index.js';

export type AlertRecipient = { email: string; types: ReadonlySet<string> };

const WORKSPACE_TYPES = ['offline', 'online', 'other'];

/** Members of the workspace with a verified address (and `where`), oldest membership first. */
function verifiedMembers(db: Db, workspaceId: string, where: SQL | undefined) {
  return (
    db
      // users.email IS NOT NULL below
      .select({ email: sql<string>`${users.email}`, alertTypes: memberships.alertTypes })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.workspaceId, workspaceId),
          where,
          isNotNull(users.email),
          isNotNull(users.emailVerifiedAt),
        ),
      )
      .orderBy(asc(memberships.createdAt), asc(users.id))
  );
}

export async function alertRecipients(db: Db, workspaceId: string): Promise<AlertRecipient[]> {
  const ws = await verifiedAlertEmail(db, workspaceId);
  const rows = await verifiedMembers(db, workspaceId, eq(memberships.emailAlerts, true));
  const byEmail = new Map<string, Set<string>>();
  const add = (email: string, types: readonly string[]) => {
    const key = email.toLowerCase();
    const set = byEmail.get(key) ?? new Set<string>();
    for (const t of types) set.add(t);
    byEmail.set(key, set);
  };
  if (ws.email) add(ws.email, [...WORKSPACE_TYPES, ...(ws.emailOnTimeout ? ['timeout'] : [])]);
  for (const r of rows) add(r.email, [...r.alertTypes, 'other']);
  return [...byEmail].map(([email, types]) => ({ email, types }));
}

export async function reportRecipients(db: Db, workspaceId: string): Promise<string[]> {
  const ws = await verifiedAlertEmail(db, workspaceId);
  return ws.email ? [ws.email] : adminEmails(db, workspaceId, eq(memberships.emailAlerts, true));
}

export async function systemRecipients(db: Db, workspaceId: string): Promise<string[]> {
  return adminEmails(db, workspaceId, eq(users.systemAlerts, true));
}

async function verifiedAlertEmail(db: Db, workspaceId: string) {
  const [ws] = await db
    .select({
      email: sql<
        string | null
      >`CASE WHEN ${workspaces.alertEmailVerifiedAt} IS NOT NULL THEN ${workspaces.alertEmail} END`,
      emailOnTimeout: workspaces.emailOnTimeout,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return { email: ws?.email ?? null, emailOnTimeout: ws?.emailOnTimeout ?? false };
}

async function adminEmails(db: Db, workspaceId: string, wants: SQL): Promise<string[]> {
  const rows = await verifiedMembers(db, workspaceId, and(eq(memberships.role, 'admin'), wants));
  return rows.map((r) => r.email);
}

export const NO_RECIPIENT =
  'No recipient: no verified alert e-mail, and no member with a verified e-mail wants these alerts';
export const NO_SYSTEM_RECIPIENT =
  'No recipient: no admin with a verified e-mail has system alerts turned on';
