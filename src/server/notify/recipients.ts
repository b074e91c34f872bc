// Who gets mail: alert mail and reports go to the workspace's alert e-mail, or else to its admins
// who keep e-mail notifications on; system mails go to admins who keep system alerts on.
import type pg from 'pg';

export async function alertRecipients(pool: pg.Pool, workspaceId: string): Promise<string[]> {
  const { rows } = await pool.query<{ alert_email: string | null }>(
    `SELECT alert_email FROM workspaces WHERE id = $1`,
    [workspaceId],
  );
  const alertEmail = rows[0]?.alert_email;
  if (alertEmail) return [alertEmail];
  return adminEmails(pool, workspaceId, 'email_notifications');
}

export async function systemRecipients(pool: pg.Pool, workspaceId: string): Promise<string[]> {
  return adminEmails(pool, workspaceId, 'system_alerts');
}

async function adminEmails(
  pool: pg.Pool,
  workspaceId: string,
  column: 'email_notifications' | 'system_alerts',
): Promise<string[]> {
  const { rows } = await pool.query<{ email: string }>(
    `SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.workspace_id = $1 AND m.role = 'admin' AND u.email IS NOT NULL AND u.${column}
      ORDER BY u.created_at`,
    [workspaceId],
  );
  return rows.map((r) => r.email);
}

export const NO_RECIPIENT =
  'No recipient: set an alert e-mail in Settings or turn on e-mail notifications for an admin';
export const NO_SYSTEM_RECIPIENT = 'No recipient: no admin has system alerts turned on';
