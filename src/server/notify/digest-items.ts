// The alerts grouped into a digest row (alert mail or a member's SMS) still waiting to go out.
import type pg from 'pg';
import type { DigestItem } from './alert-mail.js';

export async function digestItems(pool: pg.Pool, digestId: number): Promise<DigestItem[]> {
  const { rows } = await pool.query<{
    alert_id: number;
    type: string;
    message: string;
    created_at: Date;
    property_id: number | null;
    name: string | null;
    address: string | null;
  }>(
    `SELECT a.id AS alert_id, a.type, a.message, a.created_at, p.id AS property_id, p.name, p.address
       FROM notifications n JOIN alerts a ON a.id = n.alert_id
       LEFT JOIN properties p ON p.id = a.property_id
      WHERE n.digest_id = $1 AND n.status = 'pending'
      ORDER BY a.created_at, a.id`,
    [digestId],
  );
  return rows.map((r) => ({
    alertId: r.alert_id,
    type: r.type,
    message: r.message,
    at: r.created_at,
    property:
      r.property_id !== null ? { id: r.property_id, name: r.name!, address: r.address! } : null,
  }));
}
