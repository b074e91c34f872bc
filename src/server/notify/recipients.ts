// Who gets mail (DESIGN §1: only verified addresses). Alert mail: the workspace's alert e-mail
// once verified (offline and online, timeout too when the workspace asks), and every member who
// keeps e-mail notifications on in that workspace, for the alert types they chose, at their
// verified address. Reports (a workspace summary, no per-member choice): the verified alert
// e-mail, else the admins with e-mail notifications on. System mails: admins who keep system
// alerts on.
import type pg from 'pg';

export type AlertRecipient = { email: string; types: ReadonlySet<string> };

const WORKSPACE_TYPES = ['offline', 'online', 'other'];

export async function alertRecipients(
  pool: pg.Pool,
  workspaceId: string,
): Promise<AlertRecipient[]> {
  const ws = await verifiedAlertEmail(pool, workspaceId);
  const { rows } = await pool.query<{ email: string; alert_types: string[] }>(
    `SELECT u.email, m.alert_types FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.workspace_id = $1 AND m.email_alerts
        AND u.email IS NOT NULL AND u.email_verified_at IS NOT NULL
      ORDER BY m.created_at, u.id`,
    [workspaceId],
  );
  const byEmail = new Map<string, Set<string>>();
  const add = (email: string, types: string[]) => {
    const key = email.toLowerCase();
    const set = byEmail.get(key) ?? new Set<string>();
    for (const t of types) set.add(t);
    byEmail.set(key, set);
  };
  if (ws.email) add(ws.email, [...WORKSPACE_TYPES, ...(ws.emailOnTimeout ? ['timeout'] : [])]);
  for (const r of rows) add(r.email, [...r.alert_types, 'other']);
  return [...byEmail].map(([email, types]) => ({ email, types }));
}

export async function reportRecipients(pool: pg.Pool, workspaceId: string): Promise<string[]> {
  const ws = await verifiedAlertEmail(pool, workspaceId);
  return ws.email ? [ws.email] : adminEmails(pool, workspaceId, 'm.email_alerts');
}

export async function systemRecipients(pool: pg.Pool, workspaceId: string): Promise<string[]> {
  return adminEmails(pool, workspaceId, 'u.system_alerts');
}

async function verifiedAlertEmail(pool: pg.Pool, workspaceId: string) {
  const { rows } = await pool.query<{ alert_email: string | null; email_on_timeout: boolean }>(
    `SELECT CASE WHEN alert_email_verified_at IS NOT NULL THEN alert_email END AS alert_email,
            email_on_timeout
       FROM workspaces WHERE id = $1`,
    [workspaceId],
  );
  return {
    email: rows[0]?.alert_email ?? null,
    emailOnTimeout: rows[0]?.email_on_timeout ?? false,
  };
}

async function adminEmails(
  pool: pg.Pool,
  workspaceId: string,
  column: 'm.email_alerts' | 'u.system_alerts',
): Promise<string[]> {
  const { rows } = await pool.query<{ email: string }>(
    `SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.workspace_id = $1 AND m.role = 'admin' AND ${column}
        AND u.email IS NOT NULL AND u.email_verified_at IS NOT NULL
      ORDER BY m.created_at, u.id`,
    [workspaceId],
  );
  return rows.map((r) => r.email);
}

export const NO_RECIPIENT =
  'No recipient: no verified alert e-mail, and no member with a verified e-mail wants these alerts';
export const NO_SYSTEM_RECIPIENT =
  'No recipient: no admin with a verified e-mail has system alerts turned on';
