// GET /api/business/export-emails: every user's e-mail, registration date, whether one of their
// workspaces pays (active/inactive) and that workspace's plan, as formula-safe CSV.
import { sql } from 'drizzle-orm';
import { EXPORT_COLUMNS } from '../../../contracts/business.js';
import type { Db } from '../../db/client.js';
import { LIVE_STATUSES } from '../../billing/apply-workspace-billing.js';

const live = sql.raw(LIVE_STATUSES.map((s) => `'${s}'`).join(','));
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180 field; text a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function exportCustomerEmails(db: Db): Promise<string> {
  // Each user's paying workspace if any, else their first one.
  const { rows } = await db.execute(sql`
    SELECT u.email, u.created_at, ws.plan, ws.paying
      FROM users u
      LEFT JOIN LATERAL (
        SELECT w.plan,
               EXISTS (SELECT 1 FROM subscriptions s
                        WHERE s.workspace_id = w.id AND s.status IN (${live})) AS paying
          FROM memberships m JOIN workspaces w ON w.id = m.workspace_id
         WHERE m.user_id = u.id
         ORDER BY 2 DESC, m.created_at ASC LIMIT 1) ws ON true
     WHERE u.email IS NOT NULL
     ORDER BY u.created_at, u.email`);
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const r of rows as Array<{
    email: string;
    created_at: Date | string;
    plan: string | null;
    paying: boolean | null;
  }>) {
    lines.push(
      [
        r.email,
        new Date(r.created_at).toISOString().slice(0, 10),
        r.paying ? 'active' : 'inactive',
        r.plan ?? '',
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
