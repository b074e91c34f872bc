// The check loop through the real database and the HTTP API: status transitions and alerts,
// outbox rows, cadence and "check now", the target policy, the timer loop. Probers are scripted
// fakes (deterministic, no traffic) except the last test, which pings 127.0.0.1 for real.
// History, rollups, uptime and dashboard figures: history-rollups.test.ts.
import { describe, expect, it } from 'vitest';
import { call, getOk, listedProperty, type Actor } from '../test/actors.js';
import { createProber } from './probe/index.js';
import type { ProbeOutcome } from './probe/types.js';
import {
  makeDue,
  parkAll,
  scriptedProber,
  workspaceWith,
  useMonitorTestApp,
} from './test-support/fixtures.js';
import { addProperty } from '../test/factories.js';
import { waitFor } from '../test/wait-for.js';

type PropertyDto = {
  id: number;
  name: string;
  status: string;
  responseTime: number | null;
  lastCheck: string | null;
  consecutiveFailures: number;
};
type AlertDto = { id: number; type: string; message: string; propertyId: number | null };

describe('scheduler through the database and the API', () => {
  const { t, pool, scheduler } = useMonitorTestApp();
  const get = <T>(actor: Actor, url: string) => getOk<T>(t.app, actor, url);
  const property = (actor: Actor, id: number) => listedProperty<PropertyDto>(t.app, actor, id);

  it('a successful check makes the property online with its response time and last check', async () => {
    const { admin, ids } = await workspaceWith(t, 1);
    const id = ids[0]!;
    expect((await property(admin, id)).status).toBe('unknown');
    const prober = scriptedProber();
    prober.set(id, 'up', 2.345);
    await makeDue(pool(), [id]);
    const before = Date.now();
    expect(await scheduler(prober).runOnce()).toBe(1);
    const p = await property(admin, id);
    expect(p).toMatchObject({ status: 'online', responseTime: 2.35, consecutiveFailures: 0 });
    expect(Date.parse(p.lastCheck!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(p.lastCheck!)).toBeLessThanOrEqual(Date.now() + 1000);
    // unknown -> online is not news: no alert
    expect(await get<AlertDto[]>(admin, '/api/alerts')).toEqual([]);
  });

  it('timeout on the first failure, offline on the third, online on recovery, with alerts and outbox rows', async () => {
    const { admin, ids, props } = await workspaceWith(t, 1);
    const id = ids[0]!;
    const name = props[0]!.name;
    const prober = scriptedProber();
    const s = scheduler(prober);
    const step = async (outcome: ProbeOutcome, rtt?: number) => {
      prober.set(id, outcome, rtt);
      await makeDue(pool(), [id]);
      expect(await s.runOnce()).toBe(1);
      return property(admin, id);
    };
    const alertTypes = async () => (await get<AlertDto[]>(admin, '/api/alerts')).map((a) => a.type);

    expect(await step('up', 3)).toMatchObject({ status: 'online' });
    expect(await step('timeout')).toMatchObject({
      status: 'timeout',
      consecutiveFailures: 1,
      responseTime: null,
    });
    expect(await alertTypes()).toEqual(['timeout']);
    expect(await step('timeout')).toMatchObject({ status: 'timeout', consecutiveFailures: 2 });
    expect(await alertTypes()).toEqual(['timeout']); // no second alert within the streak
    expect(await step('unreachable')).toMatchObject({ status: 'offline', consecutiveFailures: 3 });
    expect(await alertTypes()).toEqual(['offline', 'timeout']);
    expect(await step('timeout')).toMatchObject({ status: 'offline', consecutiveFailures: 4 });
    expect(await alertTypes()).toEqual(['offline', 'timeout']); // still down: not re-alerted
    expect(await step('up', 4.2)).toMatchObject({
      status: 'online',
      consecutiveFailures: 0,
      responseTime: 4.2,
    });

    const alerts = await get<AlertDto[]>(admin, '/api/alerts');
    expect(alerts.map((a) => a.type)).toEqual(['online', 'offline', 'timeout']); // newest first
    for (const a of alerts) {
      expect(a.message).toContain(name);
      expect(a.propertyId).toBe(id);
    }
    expect(alerts[2]!.message).toMatch(/not responding: no reply within 5 s/);
    expect(alerts[1]!.message).toMatch(/offline: 3 consecutive checks failed/);
    expect(alerts[0]!.message).toMatch(/back online \(responded in 4\.2 ms\) after \d+ s offline/);

    // E-mail outbox: offline and online only (timeout is not mailed unless the workspace asks).
    const { rows } = await pool().query(
      `SELECT a.type, n.channel, n.status FROM notifications n JOIN alerts a ON a.id = n.alert_id
        WHERE n.workspace_id = $1 ORDER BY n.id`,
      [admin.workspaceId],
    );
    expect(rows).toEqual([
      { type: 'offline', channel: 'email', status: 'pending' },
      { type: 'online', channel: 'email', status: 'pending' },
    ]);
    // The activity log records each status change.
    const activity = await pool().query(
      `SELECT message FROM activity_events WHERE property_id = $1 AND kind = 'status.changed' ORDER BY id`,
      [id],
    );
    expect(activity.rows.map((r) => r.message)).toEqual([
      `${name} is now online`,
      `${name} is now timeout`,
      `${name} is now offline`,
      `${name} is now online`,
    ]);
  });

  it("honours the workspace's failures_before_offline (1: offline at once, no timeout alert)", async () => {
    const { admin, ids } = await workspaceWith(t, 1);
    const id = ids[0]!;
    await pool().query('UPDATE workspaces SET failures_before_offline = 1 WHERE id = $1', [
      admin.workspaceId,
    ]);
    const prober = scriptedProber();
    const s = scheduler(prober);
    prober.set(id, 'timeout');
    await makeDue(pool(), [id]);
    await s.runOnce();
    expect(await property(admin, id)).toMatchObject({ status: 'offline', consecutiveFailures: 1 });
    let alerts = await get<AlertDto[]>(admin, '/api/alerts');
    expect(alerts.map((a) => a.type)).toEqual(['offline']);
    expect(alerts[0]!.message).toMatch(/1 consecutive check failed/);
    prober.set(id, 'up', 1);
    await makeDue(pool(), [id]);
    await s.runOnce();
    alerts = await get<AlertDto[]>(admin, '/api/alerts');
    expect(alerts.map((a) => a.type)).toEqual(['online', 'offline']);
  });

  it('mails timeout alerts only when the workspace asks (email_on_timeout)', async () => {
    const quiet = await workspaceWith(t, 1);
    const loud = await workspaceWith(t, 1);
    await pool().query('UPDATE workspaces SET email_on_timeout = true WHERE id = $1', [
      loud.admin.workspaceId,
    ]);
    const prober = scriptedProber();
    const ids = [quiet.ids[0]!, loud.ids[0]!];
    for (const id of ids) prober.set(id, 'timeout');
    await makeDue(pool(), ids);
    expect(await scheduler(prober).runOnce()).toBe(2);
    const outbox = async (ws: string | undefined) =>
      (
        await pool().query(
          `SELECT a.type FROM notifications n JOIN alerts a ON a.id = n.alert_id WHERE n.workspace_id = $1`,
          [ws],
        )
      ).rows.map((r) => r.type);
    expect(await outbox(quiet.admin.workspaceId)).toEqual([]);
    expect(await outbox(loud.admin.workspaceId)).toEqual(['timeout']);
    // both got the alert itself
    for (const w of [quiet, loud]) {
      expect((await get<AlertDto[]>(w.admin, '/api/alerts')).map((a) => a.type)).toEqual([
        'timeout',
      ]);
    }
  });

  it('moves next_check_at one interval forward keeping the phase; a property far behind restarts', async () => {
    const { admin, ids } = await workspaceWith(t, 3);
    const [a, b, c] = ids as [number, number, number];
    // a and b have their own 30 s and 60 s intervals; c follows its workspace's (set to 120 s)
    await pool().query('UPDATE properties SET interval_seconds = 30 WHERE id = $1', [a]);
    await pool().query('UPDATE properties SET interval_seconds = 60 WHERE id = $1', [b]);
    await pool().query('UPDATE workspaces SET check_interval_seconds = 120 WHERE id = $1', [
      admin.workspaceId,
    ]);
    const { rows } = await pool().query<{ t: Date }>(
      `UPDATE property_schedule SET next_check_at = date_trunc('milliseconds', now() - interval '2 seconds')
        WHERE property_id = ANY($1::int[]) RETURNING next_check_at AS t`,
      [ids],
    );
    const scheduled = rows[0]!.t.getTime();
    expect(await scheduler(scriptedProber()).runOnce()).toBe(3);
    const next = async (id: number) => {
      const r = await pool().query(
        'SELECT next_check_at, lease_until, last_check FROM property_schedule WHERE property_id = $1',
        [id],
      );
      return r.rows[0] as { next_check_at: Date; lease_until: Date | null; last_check: Date };
    };
    expect((await next(a)).next_check_at.getTime()).toBe(scheduled + 30_000);
    expect((await next(b)).next_check_at.getTime()).toBe(scheduled + 60_000);
    expect((await next(c)).next_check_at.getTime()).toBe(scheduled + 120_000);
    expect((await next(a)).lease_until).toBeNull();

    // 100 s behind (a worker was down): no burst of catch-up checks, the cadence restarts
    await pool().query(
      `UPDATE property_schedule SET next_check_at = now() - interval '100 seconds' WHERE property_id = $1`,
      [a],
    );
    expect(await scheduler(scriptedProber()).runOnce()).toBe(1);
    const after = await next(a);
    expect(after.next_check_at.getTime()).toBe(after.last_check.getTime() + 30_000);
  });

  it('POST /api/ping/check/:id and /api/ping/check-all answer 202 and make properties due now', async () => {
    const { admin, ids } = await workspaceWith(t, 3);
    const prober = scriptedProber();
    const s = scheduler(prober);
    expect(await s.runOnce()).toBe(0);

    const one = await call(t.app, admin, { method: 'POST', url: `/api/ping/check/${ids[1]}` });
    expect(one.statusCode).toBe(202);
    expect(one.json()).toMatchObject({ propertyIds: [ids[1]] });
    expect(await s.runOnce()).toBe(1);
    expect(prober.probed).toEqual([ids[1]]);
    expect((await property(admin, ids[1]!)).status).toBe('online');
    expect(await s.runOnce()).toBe(0); // checked: not due again for an interval

    const all = await call(t.app, admin, { method: 'POST', url: '/api/ping/check-all' });
    expect(all.statusCode).toBe(202);
    expect(all.json()).toMatchObject({ count: 3 });
    expect(await s.runOnce()).toBe(3);
    expect(prober.probed.slice(1).sort()).toEqual([...ids].sort());
    const list = await get<PropertyDto[]>(admin, '/api/properties');
    expect(list.map((p) => p.status)).toEqual(['online', 'online', 'online']);
  });

  it('never probes an address the policy refuses (added before the policy changed)', async () => {
    const { admin, ids } = await workspaceWith(t, 1);
    // A row the API would refuse now, as if the allow-list was narrowed after it was saved.
    await pool().query(`UPDATE properties SET ip_address = '192.0.2.7' WHERE id = $1`, [ids[0]]);
    const prober = scriptedProber();
    await makeDue(pool(), ids);
    expect(await scheduler(prober).runOnce()).toBe(1);
    expect(prober.probed).toEqual([]);
    expect(await property(admin, ids[0]!)).toMatchObject({ status: 'timeout' });
  });

  it('start() checks due properties on its own timer until stop()', async () => {
    const { admin, ids } = await workspaceWith(t, 5);
    const s = scheduler(scriptedProber(), 2);
    s.start();
    try {
      await makeDue(pool(), ids);
      await waitFor(
        async () => {
          const list = await get<PropertyDto[]>(admin, '/api/properties');
          return list.every((p) => p.status === 'online');
        },
        10_000,
        'all online',
      );
    } finally {
      await s.stop();
    }
    expect(s.stats).toMatchObject({ checks: 5, errors: 0 });
    expect(s.stats.batches).toBeGreaterThanOrEqual(3);
  });

  it('real ICMP: 127.0.0.1 is online with a sub-5 ms response time', async (ctx) => {
    const { admin } = await workspaceWith(t, 0);
    const { id } = await addProperty(t.app, admin, {
      name: 'Loopback',
      address: 'This machine',
      ipAddress: '127.0.0.1',
    });
    const prober = await createProber({ engine: 'auto' });
    try {
      if (prober.icmpEngineName === 'tcp') {
        ctx.skip('no ICMP engine works here (no raw/datagram socket, no fping)');
      }
      await parkAll(pool());
      await makeDue(pool(), [id]);
      expect(await scheduler(prober).runOnce()).toBe(1);
    } finally {
      await prober.close();
    }
    const p = await property(admin, id);
    expect(p.status).toBe('online');
    expect(p.responseTime).not.toBeNull();
    expect(p.responseTime!).toBeLessThan(5);
  });
});
