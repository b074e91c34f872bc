// An incident's timeline, oldest first: started, its state updates, every notification sent for
// it (channel, recipient, delivered or failed: an alert mail's row is followed to the digest that
// carried it), acknowledged (who, when, from where), notes, resolved (automatically or by hand).
import { asc, eq, sql } from 'drizzle-orm';
import type { IncidentSummary, TimelineEntry } from '../../../contracts/incidents-api.js';
import type { DbOrTx } from '../../db/client.js';
import { incidentUpdates, users } from '../../db/schema/index.js';
import { personName } from '../../accounts/team-tx.js';

const WHAT: Record<string, string> = {
  'property.offline': 'Offline alert',
  'property.online': 'Back-online alert',
  'property.timeout': 'Not-responding alert',
  'alert.created': 'Alert',
  'incident.acknowledged': 'Acknowledgement notice',
  'pagerduty.acknowledge': 'PagerDuty acknowledgement',
  'pagerduty.resolve': 'PagerDuty resolution',
  'escalation.step': 'Escalation message',
};
const CHANNEL: Record<string, string> = {
  email: 'e-mail',
  sms: 'SMS',
  webhook: 'webhook',
  push: 'browser push',
};

type Blank = Pick<TimelineEntry, 'author' | 'channel' | 'recipient' | 'delivery' | 'via'>;
const BLANK: Blank = { author: null, channel: null, recipient: null, delivery: null, via: null };

export async function incidentTimeline(
  db: DbOrTx,
  incident: IncidentSummary,
): Promise<TimelineEntry[]> {
  const entries: TimelineEntry[] = [
    {
      ...BLANK,
      kind: 'started',
      at: incident.startedAt,
      text:
        incident.origin === 'automatic'
          ? 'Incident opened automatically: the outage was confirmed'
          : 'Incident posted',
    },
  ];
  const updates = await db
    .select({
      kind: incidentUpdates.kind,
      state: incidentUpdates.state,
      message: incidentUpdates.message,
      createdAt: incidentUpdates.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      authorId: incidentUpdates.authorId,
    })
    .from(incidentUpdates)
    .leftJoin(users, eq(users.id, incidentUpdates.authorId))
    .where(eq(incidentUpdates.incidentId, incident.id))
    .orderBy(asc(incidentUpdates.createdAt), asc(incidentUpdates.id));
  for (const u of updates) {
    entries.push({
      ...BLANK,
      kind: u.kind === 'note' ? 'note' : u.state === 'resolved' ? 'resolved' : 'update',
      at: u.createdAt.toISOString(),
      text: u.message,
      author: u.authorId ? { name: personName(u) } : null,
    });
  }
  if (incident.acknowledged) {
    entries.push({
      ...BLANK,
      kind: 'acknowledged',
      at: incident.acknowledged.at,
      text: `Acknowledged by ${incident.acknowledged.by}`,
      author: { name: incident.acknowledged.by },
      via: incident.acknowledged.via,
    });
  }
  const sent = await db.execute<{
    channel: string;
    event_type: string | null;
    status: string;
    recipient: string | null;
    at: Date | string;
  }>(sql`
    SELECT DISTINCT ON (coalesce(d.id, n.id)) n.channel, n.event_type,
           coalesce(d.status, n.status) AS status, coalesce(d.recipient, n.recipient) AS recipient,
           coalesce(d.delivered_at, d.created_at, n.delivered_at, n.created_at) AS at
      FROM notifications n LEFT JOIN notifications d ON d.id = n.digest_id
     WHERE n.tracked_incident_id = ${incident.id}
     ORDER BY coalesce(d.id, n.id), n.id`);
  for (const n of sent.rows) {
    const channel = CHANNEL[n.channel] ?? n.channel;
    entries.push({
      ...BLANK,
      kind: 'notification',
      at: new Date(n.at).toISOString(),
      text: `${WHAT[n.event_type ?? ''] ?? 'Notification'} by ${channel}`,
      channel: n.channel,
      recipient: n.recipient,
      delivery:
        n.status === 'delivered' || n.status === 'failed' || n.status === 'skipped'
          ? n.status
          : 'pending',
    });
  }
  const ORDER = ['started', 'update', 'notification', 'acknowledged', 'note', 'resolved'];
  return entries.sort(
    (a, b) => a.at.localeCompare(b.at) || ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind),
  );
}
