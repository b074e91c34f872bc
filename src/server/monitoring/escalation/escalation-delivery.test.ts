// An escalation step's mail goes out through the outbox to a real SMTP server, with the
// acknowledgement link; a mail held for quiet hours that comes due after the acknowledgement is
// not sent; the incident's timeline lists the step and its message.
import { describe, expect, it } from 'vitest';
import { call, createActors, type Actors } from '../../test/actors.js';
import { insertProperty } from '../../test/factories.js';
import { useTestAppWithSmtpSink } from '../../test/use-test-app.js';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import { openAutomaticIncidents } from '../automatic-incidents.js';
import { runEscalationOnce } from './run-escalation.js';

describe('escalation delivery', () => {
  const { t, sink } = useTestAppWithSmtpSink();
  const pool = () => t.ctx.database.pool;

  it('mails the step with its acknowledgement link; a held mail is dropped once acknowledged', async () => {
    const a: Actors = await createActors(t.ctx);
    const ws = a.admin.workspaceId!;
    // the admin is in quiet hours all day but a minute; the staff member is not
    await pool().query(
      `INSERT INTO member_quiet_hours (user_id, starts, ends, time_zone) VALUES ($1, '00:00', '23:59', 'UTC')`,
      [a.admin.userId],
    );
    await pool().query(
      `INSERT INTO escalation_policies (workspace_id, name, is_default, steps) VALUES ($1, 'Desk', true, $2)`,
      [
        ws,
        JSON.stringify([
          {
            memberIds: [a.staff.userId, a.admin.userId],
            channelIds: [],
            waitMinutes: 10,
            overridesQuietHours: false,
          },
        ]),
      ],
    );
    const propertyId = await insertProperty(pool(), ws, { name: 'Pier Gateway' });
    const client = await pool().connect();
    const opened = await openAutomaticIncidents(client, [
      { workspaceId: ws, propertyId, name: 'Pier Gateway', startedAt: new Date(), message: 'x' },
    ]).finally(() => client.release());
    const incidentId = opened.get(propertyId)!;
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    const now = new Date(Math.max(noon.getTime(), Date.now() + 1000));
    await runEscalationOnce(pool(), t.ctx.config, { now });
    await runDeliveryOnce(t.ctx, { now });

    expect(sink.messages.map((m) => m.to)).toEqual([[a.staff.email]]);
    const raw = sink.messages[0]!.raw.replace(/=\r?\n/g, '');
    expect(raw).toContain('Subject: Escalation: Pier Gateway offline');
    expect(raw).toContain(`https://monitor.test/incidents/${incidentId}/acknowledge?t=3Dm`);

    const ack = await call(t.app, a.staff, {
      method: 'POST',
      url: `/api/incidents/${incidentId}/acknowledge`,
    });
    expect(ack.statusCode, ack.body).toBe(200);
    const end = new Date(now);
    end.setUTCHours(23, 59, 0, 0);
    sink.messages.length = 0;
    await runDeliveryOnce(t.ctx, { now: new Date(end.getTime() + 1000) });
    const held = await pool().query(
      `SELECT status, last_error FROM notifications WHERE tracked_incident_id = $1 AND recipient = $2`,
      [incidentId, a.admin.email],
    );
    expect(held.rows).toEqual([{ status: 'skipped', last_error: 'Acknowledged before this step' }]);
    // (the acknowledgement notice of decision 032 still reaches them; no escalation mail does)
    expect(sink.messages.filter((m) => m.raw.includes('Subject: Escalation'))).toEqual([]);

    const incident = await call(t.app, a.viewer, { url: `/api/incidents/${incidentId}` });
    const texts = (incident.json().timeline as { text: string }[]).map((e) => e.text);
    expect(texts).toContain(
      `Escalation step 1 of 1: notified staff Tester, admin Tester (held for quiet hours until ${end.toISOString().slice(0, 16)} UTC).`,
    );
    expect(texts).toContain('Escalation message by e-mail');
  });
});
