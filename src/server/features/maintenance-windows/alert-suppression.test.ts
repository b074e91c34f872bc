// No alert of any kind for a property in a maintenance window, and an alert when the window ends
// with the outage still going: real scheduler passes, the delivery worker, a real SMTP server.
import { afterEach, describe, expect, it } from 'vitest';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperties } from '../../test/factories.js';
import { useTestAppWithSmtpSink } from '../../test/use-test-app.js';
import { alertAfterMaintenance } from '../../monitoring/alert-after-maintenance.js';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import { parseMail } from '../../notify/test-support/mime.js';
import {
  checkNow,
  confirmAtFirstFailure,
  later,
  skipInFlight,
} from '../../notify/test-support/outage.js';

type AlertDto = { id: number; type: string; message: string; propertyId: number | null };

describe('alerts and maintenance windows', () => {
  const { t, sink } = useTestAppWithSmtpSink({
    MAIL_FROM: 'Property Monitor <alerts@monitor.test>',
  });
  const pool = () => t.ctx.database.pool;
  const deliver = (at: Date) => runDeliveryOnce(t.ctx, { now: at });
  afterEach(() => skipInFlight(pool()));

  /** A workspace mailing ops@… that confirms an outage at the first failure, with a webhook. */
  const workspace = async () => {
    const admin = await createActor(t.ctx, 'admin');
    await call(t.app, admin, {
      method: 'PUT',
      url: '/api/settings/notifications',
      payload: { emailNotifications: false },
    });
    await pool().query(
      `UPDATE workspaces SET alert_email = 'ops@example.test', alert_email_verified_at = now()
        WHERE id = $1`,
      [admin.workspaceId],
    );
    await pool().query(
      `INSERT INTO webhooks (workspace_id, name, type, url, secret, events)
       VALUES ($1, 'Ops', 'slack', 'http://127.0.0.1:9/hook', 'whsec_test',
               ARRAY['property.offline', 'property.online', 'alert.created'])`,
      [admin.workspaceId],
    );
    await confirmAtFirstFailure(pool(), admin.workspaceId!);
    return admin;
  };
  const alertsOf = async (actor: Actor) =>
    (await call(t.app, actor, { url: '/api/alerts' })).json() as AlertDto[];
  /** the outbox rows of a property's alerts: mail, SMS and webhook (Slack, Teams) alike */
  const outboxOf = async (propertyId: number) =>
    (
      await pool().query(
        `SELECT n.channel FROM notifications n JOIN alerts a ON a.id = n.alert_id
          WHERE a.property_id = $1`,
        [propertyId],
      )
    ).rows.map((r) => r.channel as string);
  const schedule = async (actor: Actor, propertyIds: number[], minutes: number) => {
    const res = await call(t.app, actor, {
      method: 'POST',
      url: '/api/maintenance-windows',
      payload: {
        title: 'Cabinet swap',
        allProperties: false,
        propertyIds,
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + minutes * 60_000).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };

  it('sends nothing during a window, then alerts at its end while the outage goes on', async () => {
    const admin = await workspace();
    const [p, other] = await addProperties(t.app, admin, 2, 'Maple Court');
    const w = await schedule(admin, [p!.id], 60);

    await checkNow(t.ctx, new Map([[p!.id, 'timeout' as const]]));
    // checks go on and are stored; the status is real; it shows "Maintenance"
    const shown = (await call(t.app, admin, { url: `/api/properties/${p!.id}` })).json();
    expect(shown).toMatchObject({ status: 'offline', inMaintenance: true });
    const stored = await pool().query(
      `SELECT count(*)::int AS n FROM check_results WHERE property_id = $1`,
      [p!.id],
    );
    expect(stored.rows[0].n).toBe(1);
    // no alert of any kind: no alert row, no mail, SMS or webhook (Slack) in the outbox
    expect(await alertsOf(admin)).toEqual([]);
    expect(await outboxOf(p!.id)).toEqual([]);
    expect((await deliver(later(61))).delivered).toBe(0);
    expect(sink.messages).toHaveLength(0);
    // recovery inside the window tells nothing either; nor does a window that has not ended
    expect(await alertAfterMaintenance(pool())).toBe(0);

    // a property outside the window alerts as ever
    await checkNow(t.ctx, new Map([[other!.id, 'timeout' as const]]));
    expect((await alertsOf(admin)).map((a) => a.propertyId)).toEqual([other!.id]);
    await skipInFlight(pool());

    // the window ends (early) with the outage still going: alerted at that moment
    const ended = await call(t.app, admin, {
      method: 'POST',
      url: `/api/maintenance-windows/${w.id}/end`,
    });
    expect(ended.statusCode).toBe(200);
    expect(await alertAfterMaintenance(pool())).toBe(1);
    // once only, however often the worker looks
    expect(await alertAfterMaintenance(pool())).toBe(0);
    const alerts = await alertsOf(admin);
    const raised = alerts.find((a) => a.propertyId === p!.id)!;
    expect(raised).toMatchObject({ type: 'offline' });
    expect(raised.message).toBe(
      `${p!.name} (${p!.address}) is still offline now that planned maintenance "Cabinet swap" has ended: 1 consecutive check failed.`,
    );
    expect((await outboxOf(p!.id)).sort()).toEqual(['email', 'webhook', 'webhook']);
    const after = (await call(t.app, admin, { url: `/api/properties/${p!.id}` })).json();
    expect(after.inMaintenance).toBe(false);

    await deliver(later(61));
    const mails = sink.messages.filter((m) => m.to.includes('ops@example.test'));
    expect(mails).toHaveLength(1);
    expect(parseMail(mails[0]!.raw).headers.subject).toBe(
      `[Property Monitor] ${p!.name} is offline`,
    );
  });

  it('raises nothing at the end of a window when the property recovered inside it', async () => {
    const admin = await workspace();
    const [p] = await addProperties(t.app, admin, 1, 'Oak House');
    const w = await schedule(admin, [p!.id], 60);
    await checkNow(t.ctx, new Map([[p!.id, 'timeout' as const]]));
    await checkNow(t.ctx, new Map([[p!.id, 'up' as const]]));
    expect(await alertsOf(admin)).toEqual([]);
    await call(t.app, admin, { method: 'POST', url: `/api/maintenance-windows/${w.id}/end` });
    expect(await alertAfterMaintenance(pool())).toBe(0);
    expect(await outboxOf(p!.id)).toEqual([]);
  });
});
