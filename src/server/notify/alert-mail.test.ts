// Alert mail end to end: real alerts from a scheduler pass, the delivery worker driven with a
// chosen clock, a real SMTP server on 127.0.0.1 receiving the messages.
import { afterEach, describe, expect, it } from 'vitest';
import { call, createActor, type Actor } from '../test/actors.js';
import { useTestApp, useTestAppWithSmtpSink } from '../test/use-test-app.js';
import { retryDelaySeconds, retrySpanSeconds } from './back-off.js';
import { claimNotifications } from './claim-notifications.js';
import { sendClaimed } from './deliver-notification.js';
import { deliveryDeps } from './delivery-deps.js';
import { flappingReason, formDigests } from './form-digests.js';
import { leaseSecondsFor, runDeliveryOnce } from './run-delivery.js';
import { parseMail } from './test-support/mime.js';
import { addProperties } from '../test/factories.js';
import { checkNow, confirmAtFirstFailure, later, skipInFlight } from './test-support/outage.js';

type AlertDto = { id: number; type: string; emailSent: boolean; propertyId: number | null };

describe('alert mail over SMTP', () => {
  const { t, sink } = useTestAppWithSmtpSink({
    MAIL_FROM: 'Property Monitor <alerts@monitor.test>',
  });
  const pool = () => t.ctx.database.pool;
  const deliver = (at: Date) => runDeliveryOnce(t.ctx, { now: at });

  /**
   * An admin whose workspace mails ops@... (an alert e-mail verified earlier: verification has
   * tests of its own) and confirms an outage at the first failure. The admin keeps their own
   * alert mail off, so the alert e-mail is the one recipient.
   */
  const workspace = async (alertEmail: string | null = 'ops@example.test') => {
    const admin = await createActor(t.ctx, 'admin');
    const res = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/settings/workspace',
      payload: { timezone: 'Europe/Berlin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const off = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/settings/notifications',
      payload: { emailNotifications: alertEmail === null },
    });
    expect(off.statusCode, off.body).toBe(200);
    await pool().query(
      `UPDATE workspaces SET alert_email = $2, alert_email_verified_at = now() WHERE id = $1`,
      [admin.workspaceId, alertEmail],
    );
    await confirmAtFirstFailure(pool(), admin.workspaceId!);
    return admin;
  };
  const goOffline = async (ids: number[]) =>
    checkNow(t.ctx, new Map(ids.map((id) => [id, 'timeout' as const])));
  const alertsOf = async (actor: Actor) =>
    (await call(t.app, actor, { url: '/api/alerts' })).json() as AlertDto[];

  // the sink is emptied after each test as well
  afterEach(() => skipInFlight(pool()));

  it('mails an offline alert to the alert e-mail: subject, property, address, links; emailSent turns true', async () => {
    const admin = await workspace();
    const [p] = await addProperties(t.app, admin, 1, 'Oak Street');
    await goOffline([p!.id]);
    const [alert] = await alertsOf(admin);
    expect(alert).toMatchObject({ type: 'offline', propertyId: p!.id, emailSent: false });

    // Within the grouping window nothing goes out yet.
    expect((await deliver(new Date())).delivered).toBe(0);
    expect(sink.messages).toHaveLength(0);

    const summary = await deliver(later(61));
    expect(summary).toMatchObject({ digests: 1, delivered: 1, retry: 0, failed: 0 });
    expect(sink.messages).toHaveLength(1);
    const m = sink.messages[0]!;
    expect(m.to).toEqual(['ops@example.test']);
    expect(m.from).toBe('alerts@monitor.test');
    const mail = parseMail(m.raw);
    expect(mail.headers.subject).toBe(`[Property Monitor] ${p!.name} is offline`);
    expect(mail.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@monitor\.test>$/);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(p!.name);
      expect(body).toContain(p!.address);
      expect(body).toContain(`https://monitor.test/properties/${p!.id}`);
      expect(body).toContain('https://monitor.test/settings');
    }
    expect(mail.text).toContain('OFFLINE');
    expect(mail.text).toMatch(/What happened: .*is offline/);
    expect(mail.text).toMatch(/Since: \d{1,2} \w{3} \d{4}, \d\d:\d\d (CET|CEST|GMT\+\d)/);

    expect((await alertsOf(admin))[0]!.emailSent).toBe(true);
    const log = (await call(t.app, admin, { url: '/api/notifications/log' })).json();
    expect(log).toEqual([
      expect.objectContaining({
        channel: 'email',
        eventType: 'alert.digest',
        status: 'delivered',
        attempts: 1,
        recipient: 'ops@example.test',
        lastError: null,
      }),
    ]);
  });

  it('goes to each member who keeps e-mail notifications on, for the alert types they chose, at a verified address only', async () => {
    const admin = await workspace(null);
    const ws = admin.workspaceId!;
    const quietAdmin = await createActor(t.ctx, 'admin', { workspaceId: ws, role: 'admin' });
    const staff = await createActor(t.ctx, 'staff', { workspaceId: ws, role: 'staff' });
    const onlineOnly = await createActor(t.ctx, 'viewer', { workspaceId: ws, role: 'viewer' });
    const unverified = await createActor(t.ctx, 'viewer', { workspaceId: ws, role: 'viewer' });
    await pool().query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [
      unverified.userId,
    ]);
    const put = async (who: Actor, url: string, payload: object) => {
      const res = await call(t.app, who, { method: 'PUT', url, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await put(quietAdmin, '/api/settings/notifications', { emailNotifications: false });
    await put(onlineOnly, '/api/settings/alerts', { alertTypes: ['online'] });
    const [p] = await addProperties(t.app, admin, 1);
    await goOffline([p!.id]);
    await deliver(later(61));
    expect(sink.messages.map((m) => m.to)).toEqual([[admin.email, staff.email]]);

    // back online: the member who chose only "back online" hears of it too
    sink.messages.length = 0;
    await checkNow(t.ctx, new Map([[p!.id, 'up' as const]]));
    await deliver(later(200));
    expect(sink.messages.map((m) => m.to)).toEqual([[admin.email, staff.email, onlineOnly.email]]);
  });

  it('groups 20 properties going offline within the window into one mail listing all 20', async () => {
    const admin = await workspace();
    const props = await addProperties(t.app, admin, 20, 'Harbour View');
    // Two scheduler batches a moment apart, as an area-wide outage arrives.
    await goOffline(props.slice(0, 12).map((p) => p.id));
    await goOffline(props.slice(12).map((p) => p.id));
    expect((await deliver(new Date())).delivered).toBe(0);

    const summary = await deliver(later(61));
    expect(summary).toMatchObject({ digests: 1, delivered: 1 });
    expect(sink.messages).toHaveLength(1);
    const mail = parseMail(sink.messages[0]!.raw);
    expect(mail.headers.subject).toBe('[Property Monitor] 20 properties: 20 offline');
    for (const p of props) {
      expect(mail.text).toContain(`OFFLINE: ${p.name}\n`);
      expect(mail.text).toContain(`https://monitor.test/properties/${p.id}`);
      expect(mail.html).toContain(p.name);
    }
    expect((await alertsOf(admin)).every((a) => a.emailSent)).toBe(true);
    // nothing else goes out later
    await deliver(later(3600));
    expect(sink.messages).toHaveLength(1);
  });

  it('retries with back-off while SMTP is down and delivers once when it is back', async () => {
    const admin = await workspace();
    const [p] = await addProperties(t.app, admin, 1);
    await goOffline([p!.id]);
    const t0 = Date.now();
    await sink.close();
    const digest = async () =>
      (
        await pool().query(
          `SELECT id, status, attempts, last_error, next_attempt_at FROM notifications
            WHERE workspace_id = $1 AND event_type = 'alert.digest'`,
          [admin.workspaceId],
        )
      ).rows[0];

    expect(await deliver(later(61, t0))).toMatchObject({ digests: 1, retry: 1, delivered: 0 });
    let d = await digest();
    expect(d).toMatchObject({ status: 'pending', attempts: 1 });
    expect(d.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(d.next_attempt_at.getTime()).toBe(later(71, t0).getTime()); // +10 s

    // not due yet: no attempt
    expect(await deliver(later(65, t0))).toMatchObject({ retry: 0, delivered: 0 });
    expect(await deliver(later(72, t0))).toMatchObject({ retry: 1 });
    d = await digest();
    expect(d.attempts).toBe(2);
    expect(d.next_attempt_at.getTime()).toBe(later(92, t0).getTime()); // +20 s

    await sink.restart();
    expect(await deliver(later(93, t0))).toMatchObject({ delivered: 1 });
    expect(sink.messages).toHaveLength(1);
    expect(parseMail(sink.messages[0]!.raw).text).toContain(p!.name);
    expect(await deliver(later(4000, t0))).toMatchObject({ delivered: 0, retry: 0 });
    expect(sink.messages).toHaveLength(1);
    expect((await alertsOf(admin))[0]!.emailSent).toBe(true);
    const attempts = await pool().query(
      `SELECT attempt, ok FROM notification_attempts WHERE notification_id = $1 ORDER BY attempt`,
      [d.id],
    );
    expect(attempts.rows).toEqual([
      { attempt: 1, ok: false },
      { attempt: 2, ok: false },
      { attempt: 3, ok: true },
    ]);
  });

  it('keeps trying for more than 10 minutes, then fails with the last error', async () => {
    const policy = t.ctx.config.notify;
    expect([1, 2, 3, 4, 8, 9].map((a) => retryDelaySeconds(a, policy))).toEqual([
      10, 20, 40, 80, 900, 900,
    ]);
    expect(retrySpanSeconds(policy)).toBeGreaterThan(600);

    const admin = await workspace();
    const [p] = await addProperties(t.app, admin, 1);
    await goOffline([p!.id]);
    await sink.close();
    try {
      let at = later(61);
      const states: string[] = [];
      for (let i = 0; i < policy.maxAttempts; i++) {
        const s = await deliver(at);
        states.push(s.failed ? 'failed' : s.retry ? 'retry' : 'none');
        const { rows } = await pool().query(
          `SELECT next_attempt_at FROM notifications WHERE workspace_id = $1 AND event_type = 'alert.digest'`,
          [admin.workspaceId],
        );
        at = new Date(rows[0].next_attempt_at.getTime() + 1000);
      }
      expect(states).toEqual([...Array(policy.maxAttempts - 1).fill('retry'), 'failed']);
    } finally {
      await sink.restart();
    }
    const { rows } = await pool().query(
      `SELECT n.status, n.last_error, n.digest_id IS NOT NULL AS grouped FROM notifications n
        WHERE n.workspace_id = $1 ORDER BY n.id`,
      [admin.workspaceId],
    );
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']); // the alert row and its mail
    expect(rows[0].last_error).toMatch(/ECONNREFUSED|connect/i);
    expect((await alertsOf(admin))[0]!.emailSent).toBe(false);
    expect(sink.messages).toHaveLength(0);
  });

  it('a worker that dies after claiming (or after sending) is covered by the lease: sent again with the same Message-ID', async () => {
    const admin = await workspace();
    const [p] = await addProperties(t.app, admin, 1);
    await goOffline([p!.id]);
    const deps = deliveryDeps(t.ctx);
    const lease = leaseSecondsFor(t.ctx.config.notify.webhookTimeoutMs);
    const t1 = later(61);
    await formDigests(t.ctx.database.db, {
      now: t1,
      windowSeconds: 60,
      maxPerPropertyPerHour: 6,
      smtpConfigured: true,
    });
    // worker A claims, sends, and dies before recording it
    const [claimed] = await claimNotifications(t.ctx.database.db, {
      now: t1,
      limit: 10,
      leaseSeconds: lease,
    });
    expect(await sendClaimed(deps, claimed!)).toMatchObject({ kind: 'delivered' });
    // while A's lease holds, nobody else touches the row
    expect(await deliver(later(lease - 5, t1.getTime()))).toMatchObject({ delivered: 0 });
    // after it, worker B sends it again: at least once, never lost
    expect(await deliver(later(lease + 1, t1.getTime()))).toMatchObject({ delivered: 1 });
    expect(sink.messages).toHaveLength(2);
    const ids = sink.messages.map((m) => parseMail(m.raw).headers['message-id']);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[0]).toBe(`<${claimed!.eventId}@monitor.test>`);
    expect((await alertsOf(admin))[0]!.emailSent).toBe(true);
  });

  it('limits mails for a flapping property; the excess is skipped with the reason', async () => {
    const admin = await workspace();
    const [p] = await addProperties(t.app, admin, 1, 'Flappy Lane');
    const max = t.ctx.config.notify.maxPerPropertyPerHour;
    const types = Array.from({ length: max + 2 }, (_, i) => (i % 2 === 0 ? 'offline' : 'online'));
    for (const type of types) {
      await pool().query(
        `WITH a AS (INSERT INTO alerts (workspace_id, property_id, type, message)
                    VALUES ($1, $2, $3, 'flap') RETURNING id)
         INSERT INTO notifications (workspace_id, alert_id, channel, event_type)
         SELECT $1, id, 'email', 'property.' || $3 FROM a`,
        [admin.workspaceId, p!.id, type],
      );
    }
    expect(await deliver(later(61))).toMatchObject({ digests: 1, delivered: 1, skipped: 2 });
    const mail = parseMail(sink.messages[0]!.raw);
    expect(mail.text.match(/Flappy Lane/g)).toHaveLength(max);
    const skipped = await pool().query(
      `SELECT last_error FROM notifications WHERE workspace_id = $1 AND status = 'skipped'`,
      [admin.workspaceId],
    );
    expect(skipped.rows.map((r) => r.last_error)).toEqual([
      flappingReason(max),
      flappingReason(max),
    ]);
    // within the hour, further alerts of that property are skipped too
    await pool().query(
      `WITH a AS (INSERT INTO alerts (workspace_id, property_id, type, message)
                  VALUES ($1, $2, 'offline', 'again') RETURNING id)
       INSERT INTO notifications (workspace_id, alert_id, channel, event_type)
       SELECT $1, id, 'email', 'property.offline' FROM a`,
      [admin.workspaceId, p!.id],
    );
    expect(await deliver(later(130))).toMatchObject({ digests: 0, skipped: 1 });
    const log = (await call(t.app, admin, { url: '/api/notifications/log' })).json() as Array<{
      status: string;
    }>;
    expect(log.filter((e) => e.status === 'skipped')).toHaveLength(3);
    expect(log.find((e) => e.status === 'skipped')).toMatchObject({
      status: 'skipped',
      lastError: flappingReason(max),
      summary: `Alert mail: ${p!.name} offline`,
    });
  });

  it('mails timeout alerts only when the workspace asks for them', async () => {
    const admin = await workspace();
    await pool().query(`UPDATE workspaces SET failures_before_offline = 3 WHERE id = $1`, [
      admin.workspaceId,
    ]);
    const [quiet, loud] = await addProperties(t.app, admin, 2);
    await goOffline([quiet!.id]);
    await deliver(later(61));
    expect(sink.messages).toHaveLength(0);

    const res = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/settings/workspace',
      payload: { emailOnTimeout: true },
    });
    expect(res.json().workspace.emailOnTimeout).toBe(true);
    await goOffline([loud!.id]);
    await deliver(later(122));
    expect(sink.messages).toHaveLength(1);
    expect(parseMail(sink.messages[0]!.raw).headers.subject).toBe(
      `[Property Monitor] ${loud!.name} is not responding`,
    );
  });
});

describe('alert mail without SMTP', () => {
  const t = useTestApp();

  it("records mails as skipped with 'SMTP is not configured', and Settings says so", async () => {
    const admin = await createActor(t.ctx, 'admin');
    const settings = (await call(t.app, admin, { url: '/api/settings' })).json();
    expect(settings.mail).toEqual({
      configured: false,
      from: null,
      message: 'SMTP is not configured',
    });
    await confirmAtFirstFailure(t.ctx.database.pool, admin.workspaceId!);
    const [p] = await addProperties(t.app, admin, 1);
    await checkNow(t.ctx, new Map([[p!.id, 'timeout' as const]]));
    expect(await runDeliveryOnce(t.ctx, { now: later(61) })).toMatchObject({
      skipped: 1,
      delivered: 0,
    });
    const log = (await call(t.app, admin, { url: '/api/notifications/log' })).json();
    expect(log).toEqual([
      expect.objectContaining({
        channel: 'email',
        status: 'skipped',
        lastError: 'SMTP is not configured',
      }),
    ]);
    const alerts = (await call(t.app, admin, { url: '/api/alerts' })).json();
    expect(alerts[0].emailSent).toBe(false);
  });
});
