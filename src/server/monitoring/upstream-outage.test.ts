// An upstream outage with real packets (issue 29, decision 033): the probe engine runs inside a
// network namespace this test creates (see location-guard/test-support/netns-location.ts), where
// 127.77.2.0/24 rejects (host unreachable) and 127.77.1.0/24 stays silent. A provider line and 40
// buildings behind it go down together: one alert, one mail and one call per webhook event, naming
// the 40; no building alerts. The line comes back, one building does not: that one alerts at once.
// Skips, saying why, where the machine forbids namespaces (no root, no ip/nft).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../contracts/properties.js';
import { runDeliveryOnce } from '../notify/run-delivery.js';
import { parseMail } from '../notify/test-support/mime.js';
import { later, skipInFlight } from '../notify/test-support/outage.js';
import { call, createActor } from '../test/actors.js';
import { useTestAppWithSmtpSink } from '../test/use-test-app.js';
import { netnsUnavailableReason, REJECT_NET, SILENT_NET } from './probe/test-netns.js';
import { createScheduler } from './scheduler.js';
import { createTargetPolicy } from './target-policy.js';
import { makeDue, parkAll, scalar } from './test-support/fixtures.js';
import {
  startNetnsLocation,
  type NetnsLocation,
} from './location-guard/test-support/netns-location.js';

const MEMBERS = 40;
const skipReason = netnsUnavailableReason();
if (skipReason) console.log(`[upstream-outage] skipped: ${skipReason}`);

type AlertDto = { type: string; message: string; propertyId: number | null };

describe.skipIf(skipReason !== null)('an upstream outage (network namespace)', () => {
  const { t, sink } = useTestAppWithSmtpSink({
    MAIL_FROM: 'Property Monitor <alerts@monitor.test>',
  });
  let location: NetnsLocation;
  beforeAll(async () => {
    location = await startNetnsLocation();
  }, 60_000);
  afterAll(async () => {
    await location?.destroy();
  });

  it('one alert naming the 40 members while the line is down; a member still down after it alerts', async () => {
    const pool = t.ctx.database.pool;
    const admin = await createActor(t.ctx, 'admin');
    const ws = admin.workspaceId!;
    // confirmed at the first failed check; alert mail to ops@ only; a Slack webhook
    await call(t.app, admin, {
      method: 'PUT',
      url: '/api/settings/notifications',
      payload: { emailNotifications: false },
    });
    await pool.query(
      `UPDATE workspaces SET failures_before_offline = 1, alert_email = 'ops@example.test',
              alert_email_verified_at = now() WHERE id = $1`,
      [ws],
    );
    await pool.query(
      `INSERT INTO webhooks (workspace_id, name, type, url, secret, events)
       VALUES ($1, 'Ops', 'slack', 'http://127.0.0.1:9/hook', 'whsec_test',
               ARRAY['property.offline', 'property.online', 'alert.created'])`,
      [ws],
    );
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO properties (workspace_id, name, address, ip_address, timeout_ms, permission_confirmed)
       SELECT $1, CASE WHEN i = 0 THEN 'Provider line' ELSE 'Building ' || lpad(i::text, 2, '0') END,
              i || ' Oak Campus Road', '127.91.0.' || (i + 1), 400, true
         FROM generate_series(0, $2::int) AS i ORDER BY i RETURNING id`,
      [ws, MEMBERS],
    );
    const [line, ...members] = rows.map((r) => r.id) as [number, ...number[]];
    const group = await call(t.app, admin, {
      method: 'POST',
      url: '/api/groups',
      payload: { name: 'Oak Campus', upstreamPropertyId: line },
    });
    expect(group.statusCode, group.body).toBe(201);
    const assigned = await call(t.app, admin, {
      method: 'POST',
      url: '/api/groups/assign',
      payload: { groupId: group.json().id, propertyIds: members },
    });
    expect(assigned.json()).toEqual({ updated: MEMBERS });

    const scheduler = createScheduler({
      pool,
      prober: location.prober,
      policy: createTargetPolicy(t.ctx.config.monitor),
      batchSize: 100,
      tickMs: 50,
    });
    const check = async (ids: number[]) => {
      await parkAll(pool);
      await makeDue(pool, ids);
      return scheduler.runOnce();
    };
    const all = [line, ...members];
    const alerts = async () =>
      (await call(t.app, admin, { url: '/api/alerts' })).json() as AlertDto[];
    const list = async () =>
      (await call(t.app, admin, { url: '/api/properties' })).json() as Property[];
    const outbox = () =>
      pool.query<{ channel: string; property_id: number }>(
        `SELECT n.channel, a.property_id FROM notifications n JOIN alerts a ON a.id = n.alert_id
          WHERE a.workspace_id = $1 ORDER BY n.channel`,
        [ws],
      );

    expect(await check(all)).toBe(MEMBERS + 1);
    expect((await list()).every((p) => p.status === 'online')).toBe(true);

    // The provider line goes (its host rejects: unreachable) and the buildings go silent.
    await pool.query(`UPDATE properties SET ip_address = $2 WHERE id = $1`, [
      line,
      `${REJECT_NET}.9`,
    ]);
    await pool.query(
      `UPDATE properties SET ip_address = '${SILENT_NET}.' || (id % 200 + 1) WHERE id = ANY($1)`,
      [members],
    );
    expect(await check(all)).toBe(MEMBERS + 1);

    const raised = await alerts();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ type: 'offline', propertyId: line });
    const names = Array.from(
      { length: 20 },
      (_, i) => `Building ${String(i + 1).padStart(2, '0')}`,
    );
    expect(raised[0]!.message).toBe(
      `Provider line at Oak Campus down: 40 properties affected (${names.join(', ')} and 20 more). ` +
        'Provider line (0 Oak Campus Road) is offline: 1 consecutive check failed (the network reported the host unreachable).',
    );
    // one mail row and one row per subscribed webhook event, all the line's
    expect((await outbox()).rows).toEqual([
      { channel: 'email', property_id: line },
      { channel: 'webhook', property_id: line },
      { channel: 'webhook', property_id: line },
    ]);
    // the members show the cause beside their true status; their outage is counted
    const shown = await list();
    for (const id of members) {
      expect(shown.find((p) => p.id === id)).toMatchObject({
        status: 'offline',
        unreachableCause: 'upstream_offline',
        upstreamPropertyId: line,
      });
    }
    expect(shown.find((p) => p.id === line)).not.toHaveProperty('unreachableCause');
    expect(
      await scalar(
        pool,
        `SELECT count(*)::int FROM check_results WHERE property_id = ANY($1) AND outcome <> 'up'`,
        [members],
      ),
    ).toBe(MEMBERS);

    await runDeliveryOnce(t.ctx, { now: later(61) });
    const mails = sink.messages.filter((m) => m.to.includes('ops@example.test'));
    expect(mails).toHaveLength(1);
    const mail = parseMail(mails[0]!.raw);
    expect(mail.text).toContain('Provider line at Oak Campus down: 40 properties affected');
    expect(mail.text).toContain('Building 01, Building 02');
    await skipInFlight(pool);

    // The line comes back; Building 07 does not. The line's check alone: its held members are
    // checked again at once, and the one still down alerts as its own outage.
    const stillDown = members[6]!;
    await pool.query(`UPDATE properties SET ip_address = '127.91.0.1' WHERE id = $1`, [line]);
    await pool.query(
      `UPDATE properties SET ip_address = '127.91.1.' || (id % 200 + 1) WHERE id = ANY($1) AND id <> $2`,
      [members, stillDown],
    );
    expect(await check([line])).toBe(1);
    const due = await scalar(
      pool,
      `SELECT count(*)::int FROM property_schedule WHERE property_id = ANY($1) AND next_check_at <= now()`,
      [members],
    );
    expect(due).toBe(MEMBERS);
    expect(await scheduler.runOnce()).toBe(MEMBERS);

    const after = await alerts();
    expect(after.map((a) => [a.type, a.propertyId])).toEqual([
      ['offline', stillDown],
      ['online', line],
      ['offline', line],
    ]);
    expect(after[0]!.message).toBe(
      'Building 07 (7 Oak Campus Road) is offline: 1 consecutive check failed (no reply within 0.4 s).',
    );
    const now = await list();
    expect(now.find((p) => p.id === stillDown)).toMatchObject({ status: 'offline' });
    expect(now.find((p) => p.id === stillDown)).not.toHaveProperty('unreachableCause');
    expect(now.filter((p) => p.status === 'online')).toHaveLength(MEMBERS);

    // reports name the cause: a member's downtime while the line was down, the line's own none
    const report = (await call(t.app, admin, { url: '/api/reports/uptime' })).json() as {
      properties: Array<{ id: number; downtimeMs: number; upstreamDownMs: number }>;
    };
    const member = report.properties.find((p) => p.id === members[0])!;
    expect(member.upstreamDownMs).toBeGreaterThan(0);
    expect(member.upstreamDownMs).toBeLessThanOrEqual(member.downtimeMs);
    expect(report.properties.find((p) => p.id === line)).toMatchObject({ upstreamDownMs: 0 });
    // the member's report alone reads its upstream's incidents too: the same part of its
    // downtime (its downtime itself runs on with the clock while its incident is open)
    const alone = (
      await call(t.app, admin, { url: `/api/reports/uptime?propertyId=${members[0]}` })
    ).json() as typeof report;
    expect(alone.properties).toEqual([
      expect.objectContaining({ id: members[0], upstreamDownMs: member.upstreamDownMs }),
    ]);
    expect(alone.properties[0]!.downtimeMs).toBeGreaterThanOrEqual(member.downtimeMs);
  }, 60_000);
});
