// Marks a location degraded or recovered, once: a compare-and-set on its row, so when several
// worker processes see the same evidence at the same moment exactly one of them wins and queues
// the platform owners' mail, in the same transaction (decision 027).
import type pg from 'pg';
import { ownerMail, type LocationChange } from './owner-mail.js';

export async function changeLocationState(
  pool: pg.Pool,
  locationId: string,
  to: { degraded: true; evidence: string } | { degraded: false },
): Promise<LocationChange | null> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = to.degraded
      ? await client.query<{ name: string; at: Date; since?: Date }>(
          `UPDATE monitoring_locations SET degraded_since = now(), degraded_evidence = $2
            WHERE id = $1 AND degraded_since IS NULL
            RETURNING name, degraded_since AS at`,
          [locationId, to.evidence],
        )
      : await client.query<{ name: string; at: Date; since?: Date }>(
          `UPDATE monitoring_locations l
              SET degraded_since = NULL, degraded_evidence = NULL, recovered_at = now()
             FROM (SELECT degraded_since FROM monitoring_locations WHERE id = $1 FOR UPDATE) old
            WHERE l.id = $1 AND l.degraded_since IS NOT NULL
            RETURNING l.name, l.recovered_at AS at, old.degraded_since AS since`,
          [locationId],
        );
    const won = rows[0];
    if (!won) {
      await client.query('ROLLBACK');
      return null;
    }
    const change: LocationChange = to.degraded
      ? { kind: 'degraded', name: won.name, at: won.at, evidence: to.evidence }
      : { kind: 'recovered', name: won.name, at: won.at, since: won.since! };
    await queueOwnerMail(client, change);
    await client.query('COMMIT');
    return change;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * One direct mail per platform owner with an address, through the outbox like every system mail
 * (retried until delivered). The outbox keeps mails per workspace: the owner's oldest membership.
 */
async function queueOwnerMail(client: pg.PoolClient, change: LocationChange): Promise<void> {
  const mail = ownerMail(change);
  await client.query(
    `INSERT INTO notifications (workspace_id, channel, event_type, payload, summary, recipient)
     SELECT DISTINCT ON (u.id) m.workspace_id, 'email', $1,
            jsonb_build_object('to', u.email, 'subject', $2::text, 'text', $3::text, 'html', $4::text),
            $5 || u.email, u.email
       FROM users u JOIN memberships m ON m.user_id = u.id
      WHERE u.platform_role = 'owner' AND u.email IS NOT NULL
      ORDER BY u.id, m.created_at`,
    [
      change.kind === 'degraded' ? 'system.location_degraded' : 'system.location_recovered',
      mail.subject,
      mail.text,
      mail.html,
      `${mail.subject.replace('[Property Monitor] ', '')}: mailed to `,
    ],
  );
}
