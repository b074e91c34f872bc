// The escalation runner with real PostgreSQL and a fake clock (decision 034): step 1 when the
// incident opens, step 2 after step 1's wait, the last step repeated up to K times, stopped by
// an acknowledgement and by the end of the incident; quiet hours hold a non-urgent step's mail
// (not an overriding one's); two runners racing send each step once; no policy, no change;
// step 1 leaves out a channel or browser the outage's own alert already reached.
import { describe, expect, it } from 'vitest';
import type { EscalationStep } from '../../../contracts/escalation.js';
import { insertAlert, insertProperty } from '../../test/factories.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';
import { createMonitorTestApp } from '../test-support/fixtures.js';
import { openAutomaticIncidents, resolveAutomaticIncidents } from '../automatic-incidents.js';
import { runEscalationOnce } from './run-escalation.js';

const MIN = 60_000;

describe('escalation runner', () => {
  const { t, a } = useTestAppWithActors({}, createMonitorTestApp);
  const pool = () => t.ctx.database.pool;
  const ws = () => a.admin.workspaceId!;
  let seq = 0;

  const policy = async (steps: Partial<EscalationStep>[], repeatLast = 0, isDefault = true) => {
    await pool().query(
      `UPDATE escalation_policies SET is_default = false WHERE workspace_id = $1`,
      [ws()],
    );
    const full = steps.map((s) => ({
      memberIds: [],
      channelIds: [],
      waitMinutes: 10,
      overridesQuietHours: false,
      ...s,
    }));
    const { rows } = await pool().query(
      `INSERT INTO escalation_policies (workspace_id, name, is_default, repeat_last, steps)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [ws(), `Policy ${++seq}`, isDefault, repeatLast, JSON.stringify(full)],
    );
    return rows[0].id as number;
  };
  /** an outage confirmed now: its incident (the trigger starts its escalation) and alert */
  const outage = async (workspaceId = ws()) => {
    const name = `House ${++seq}`;
    const propertyId = await insertProperty(pool(), workspaceId, { name });
    const client = await pool().connect();
    let incidentId: number;
    try {
      const opened = await openAutomaticIncidents(client, [
        { workspaceId, propertyId, name, startedAt: new Date(), message: `${name} is offline` },
      ]);
      incidentId = opened.get(propertyId)!;
    } finally {
      client.release();
    }
    const alertId = await insertAlert(pool(), {
      workspaceId,
      propertyId,
      type: 'offline',
      message: `${name} is offline`,
    });
    await pool().query(`UPDATE alerts SET tracked_incident_id = $2 WHERE id = $1`, [
      alertId,
      incidentId,
    ]);
    return { incidentId, propertyId, name };
  };
  const run = (at: number) => runEscalationOnce(pool(), t.ctx.config, { now: new Date(at) });
  const sent = async (incidentId: number) =>
    (
      await pool().query(
        `SELECT recipient, channel, event_type, next_attempt_at FROM notifications
          WHERE tracked_incident_id = $1 ORDER BY id`,
        [incidentId],
      )
    ).rows as { recipient: string; channel: string; event_type: string; next_attempt_at: Date }[];
  const mailsTo = async (incidentId: number) =>
    (await sent(incidentId))
      .filter((n) => n.event_type === 'escalation.step')
      .map((n) => n.recipient);
  const timeline = async (incidentId: number) =>
    (
      await pool().query(
        `SELECT message FROM incident_updates WHERE incident_id = $1 AND kind = 'escalation' ORDER BY id`,
        [incidentId],
      )
    ).rows.map((r) => r.message as string);

  it('without a policy nothing escalates: no state row, no message', async () => {
    const { incidentId } = await outage(a.otherAdmin.workspaceId!);
    await run(Date.now() + MIN);
    const state = await pool().query(`SELECT 1 FROM incident_escalations WHERE incident_id = $1`, [
      incidentId,
    ]);
    expect(state.rowCount).toBe(0);
    expect(await sent(incidentId)).toEqual([]);
  });

  it('step 1 at open, step 2 after its wait, the last step repeated K times, then done', async () => {
    await policy(
      [
        { memberIds: [a.staff.userId!], waitMinutes: 5 },
        { memberIds: [a.admin.userId!], waitMinutes: 30 },
      ],
      2,
    );
    const { incidentId, name } = await outage();
    const t0 = Date.now() + 1000;
    await run(t0);
    expect(await mailsTo(incidentId)).toEqual([a.staff.email]);
    await run(t0 + 4 * MIN); // step 1's 5 minutes are not over
    expect(await mailsTo(incidentId)).toEqual([a.staff.email]);
    await run(t0 + 5 * MIN);
    expect(await mailsTo(incidentId)).toEqual([a.staff.email, a.admin.email]);
    await run(t0 + 34 * MIN);
    expect(await mailsTo(incidentId)).toHaveLength(2);
    await run(t0 + 35 * MIN);
    await run(t0 + 65 * MIN);
    await run(t0 + 95 * MIN); // K = 2 repeats only
    await run(t0 + 500 * MIN);
    expect(await mailsTo(incidentId)).toEqual([
      a.staff.email,
      a.admin.email,
      a.admin.email,
      a.admin.email,
    ]);
    expect(await timeline(incidentId)).toEqual([
      'Escalation step 1 of 2: notified staff Tester.',
      'Escalation step 2 of 2: notified admin Tester.',
      'Escalation step 2 of 2, repeat 1 of 2: notified admin Tester.',
      'Escalation step 2 of 2, repeat 2 of 2: notified admin Tester.',
    ]);
    const [mail] = (
      await pool().query(
        `SELECT payload FROM notifications WHERE tracked_incident_id = $1 ORDER BY id LIMIT 1`,
        [incidentId],
      )
    ).rows;
    expect(mail.payload.subject).toBe(`Escalation: ${name} offline`);
    expect(mail.payload.text).toContain(`/incidents/${incidentId}/acknowledge?t=m`);
  });

  it('stops at the acknowledgement, and at the end of the incident', async () => {
    await policy([{ memberIds: [a.staff.userId!], waitMinutes: 5 }], 5);
    const acked = await outage();
    const resolved = await outage();
    const t0 = Date.now() + 1000;
    await run(t0);
    await pool().query(
      `UPDATE tracked_incidents SET acknowledged_at = now(), acknowledged_via = 'web' WHERE id = $1`,
      [acked.incidentId],
    );
    const client = await pool().connect();
    await resolveAutomaticIncidents(client, [
      { propertyId: resolved.propertyId, name: resolved.name, at: new Date() },
    ]).finally(() => client.release());
    for (let m = 5; m <= 40; m += 5) await run(t0 + m * MIN);
    expect(await mailsTo(acked.incidentId)).toEqual([a.staff.email]);
    expect(await mailsTo(resolved.incidentId)).toEqual([a.staff.email]);
    const stopped = await pool().query(
      `SELECT stopped_reason FROM incident_escalations WHERE incident_id = ANY($1) ORDER BY incident_id`,
      [[acked.incidentId, resolved.incidentId]],
    );
    expect(stopped.rows.map((r) => r.stopped_reason)).toEqual(['acknowledged', 'resolved']);
  });

  it("quiet hours hold a non-urgent step's mail until they end, not an overriding step's", async () => {
    // the staff member's quiet hours: all day but the last minute before midnight, in UTC
    await pool().query(
      `INSERT INTO member_quiet_hours (user_id, starts, ends, time_zone) VALUES ($1, '00:00', '23:59', 'UTC')
       ON CONFLICT (user_id) DO UPDATE SET starts = '00:00', ends = '23:59'`,
      [a.staff.userId],
    );
    await policy([
      { memberIds: [a.staff.userId!, a.admin.userId!], waitMinutes: 5 },
      { memberIds: [a.staff.userId!], waitMinutes: 5, overridesQuietHours: true },
    ]);
    const { incidentId } = await outage();
    const day = new Date();
    day.setUTCHours(12, 0, 0, 0);
    const noon = Math.max(day.getTime(), Date.now() + 1000);
    await run(noon);
    await run(noon + 5 * MIN);
    const rows = (await sent(incidentId)).filter((n) => n.event_type === 'escalation.step');
    const end = new Date(noon);
    end.setUTCHours(23, 59, 0, 0);
    expect(rows.map((r) => [r.recipient, r.next_attempt_at.getTime()])).toEqual([
      [a.staff.email, end.getTime()],
      [a.admin.email, noon],
      [a.staff.email, noon + 5 * MIN],
    ]);
    expect((await timeline(incidentId))[0]).toBe(
      `Escalation step 1 of 2: notified staff Tester (held for quiet hours until ${end.toISOString().slice(0, 16)} UTC), admin Tester.`,
    );
    await pool().query(`DELETE FROM member_quiet_hours WHERE user_id = $1`, [a.staff.userId]);
  });

  it('two runners racing on the same incidents send each step once', async () => {
    await policy([{ memberIds: [a.staff.userId!], waitMinutes: 1 }], 3);
    const incidents = await Promise.all(Array.from({ length: 6 }, () => outage()));
    const other = t.extraPool(4);
    const t0 = Date.now() + 1000;
    for (let m = 0; m <= 4; m++) {
      const now = new Date(t0 + m * MIN);
      await Promise.all([
        runEscalationOnce(pool(), t.ctx.config, { now }),
        runEscalationOnce(other, t.ctx.config, { now }),
        runEscalationOnce(other, t.ctx.config, { now }),
      ]);
    }
    for (const i of incidents) expect(await mailsTo(i.incidentId)).toHaveLength(4);
    // a restart that lost its place (the state row rewound) sends nothing again
    await pool().query(
      `UPDATE incident_escalations SET next_step = 0, next_repeat = 0, next_at = now() WHERE incident_id = $1`,
      [incidents[0]!.incidentId],
    );
    await run(t0 + 10 * MIN);
    await run(t0 + 20 * MIN);
    expect(await mailsTo(incidents[0]!.incidentId)).toHaveLength(4);
  });

  it("step 1 does not send a channel the outage's alert already reached; step 2 does", async () => {
    const hook = async (name: string) =>
      (
        await pool().query<{ id: number }>(
          `INSERT INTO webhooks (workspace_id, name, type, url, secret, events)
           VALUES ($1, $2, 'slack', 'http://127.0.0.1:9/hook', 'whsec_test',
                   ARRAY['property.offline']) RETURNING id`,
          [ws(), name],
        )
      ).rows[0]!.id;
    const ops = await hook('Ops room');
    const night = await hook('Night desk');
    await policy([
      { channelIds: [ops, night], waitMinutes: 5 },
      { channelIds: [ops], waitMinutes: 5 },
    ]);
    const { incidentId } = await outage();
    const { rows } = await pool().query<{ id: string }>(
      `SELECT id FROM alerts WHERE tracked_incident_id = $1`,
      [incidentId],
    );
    // the outage's own alert went to Ops room (its fan-out, as queueAlertNotifications writes it)
    await pool().query(
      `INSERT INTO notifications (workspace_id, alert_id, channel, event_type, webhook_id, summary,
                                  recipient, tracked_incident_id)
       VALUES ($1, $2, 'webhook', 'property.offline', $3, 'alert', 'Ops room', $4)`,
      [ws(), rows[0]!.id, ops, incidentId],
    );
    const toChannel = async () =>
      (await sent(incidentId)).filter((n) => n.channel === 'webhook').map((n) => n.recipient);
    const t0 = Date.now() + 1000;
    await run(t0);
    expect(await toChannel()).toEqual(['Ops room', 'Night desk']);
    expect((await timeline(incidentId))[0]).toBe(
      "Escalation step 1 of 2: notified Night desk, Ops room (already had the outage's alert).",
    );
    await run(t0 + 5 * MIN + 1000);
    expect(await toChannel()).toEqual(['Ops room', 'Night desk', 'Ops room']);
  });

  it("step 1 does not push to a browser the outage's alert already reached; step 2 does", async () => {
    const browser = async (device: string) =>
      (
        await pool().query<{ id: number }>(
          `INSERT INTO push_subscriptions (workspace_id, user_id, endpoint, p256dh, auth, device)
           VALUES ($1, $2, $3, 'p256dh-key', 'auth-secret', $4) RETURNING id`,
          [ws(), a.staff.userId, `http://127.0.0.1:9/push/${device}`, device],
        )
      ).rows[0]!.id;
    const phone = await browser('Phone');
    await browser('Laptop');
    await policy([
      { memberIds: [a.staff.userId!], waitMinutes: 5 },
      { memberIds: [a.staff.userId!], waitMinutes: 5 },
    ]);
    const { incidentId } = await outage();
    const { rows } = await pool().query<{ id: string }>(
      `SELECT id FROM alerts WHERE tracked_incident_id = $1`,
      [incidentId],
    );
    // the outage's own alert was pushed to the phone (its fan-out, as queueAlertNotifications
    // writes it); the laptop had not been subscribed then
    await pool().query(
      `INSERT INTO notifications (workspace_id, alert_id, channel, event_type, payload, summary,
                                  recipient, tracked_incident_id)
       VALUES ($1, $2, 'push', 'property.offline', $3, 'alert', 'Phone', $4)`,
      [ws(), rows[0]!.id, { subscriptionId: phone }, incidentId],
    );
    const pushedTo = async () =>
      (await sent(incidentId)).filter((n) => n.channel === 'push').map((n) => n.recipient);
    const t0 = Date.now() + 1000;
    await run(t0);
    expect(await pushedTo()).toEqual(['Phone', 'Laptop']);
    expect(await mailsTo(incidentId)).toEqual([a.staff.email]);
    await run(t0 + 5 * MIN + 1000);
    expect((await pushedTo()).slice(2).sort()).toEqual(['Laptop', 'Phone']);
    expect(await mailsTo(incidentId)).toEqual([a.staff.email, a.staff.email]);
  });
});
