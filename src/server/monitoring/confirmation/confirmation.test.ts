// Confirmation from 2 locations (issue 28) with real PostgreSQL: the primary is the scheduler
// with a scripted prober, the agent is driven through the real agent endpoints. A property
// failing at one location only never goes offline or alerts with 2 (and does with 1); failing at
// both goes offline once, as soon as the second location (asked at once) agrees; recovery is
// confirmed the same way; the setting is refused while fewer than 2 locations are active.
import { describe, expect, it } from 'vitest';
import { SETTINGS_MSG, type Settings } from '../../../contracts/settings.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { makeDue, scalar, scriptedProber, useMonitorTestApp } from '../test-support/fixtures.js';
import { addAgent, revokeAllAgents, type TestAgent } from './test-support/locations.js';

describe('outage confirmed from 2 locations', () => {
  const { t, pool, scheduler } = useMonitorTestApp();

  const settings = (admin: Actor, payload: Record<string, unknown>) =>
    call(t.app, admin, { method: 'PUT', url: '/api/settings/workspace', payload });

  /** A workspace with one property (offline at the first failure), seen up by both locations. */
  async function setUp(confirmFrom: 1 | 2, ip: string) {
    await revokeAllAgents(pool());
    const owner = await createActor(t.ctx, 'owner');
    const agent = await addAgent(t.app, owner, `Agent ${ip}`);
    const admin = await createActor(t.ctx, 'admin');
    const saved = await settings(admin, {
      failuresBeforeOffline: 1,
      outageConfirmedFrom: confirmFrom,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const property = await addProperty(t.app, admin, { ipAddress: ip });
    const prober = scriptedProber();
    const primary = scheduler(prober);
    const checkPrimary = async () => {
      await makeDue(pool(), [property.id]);
      await primary.runOnce();
    };
    // both locations see it up once; the agent's row then waits a whole interval for its turn
    await checkPrimary();
    const first = (await agent.work()).find((c) => c.address === ip)!;
    await agent.post([{ id: first.id, outcome: 'up' }]);
    const q = (sql: string) => scalar<number>(pool(), sql, [property.id]);
    return {
      admin,
      agent,
      checkId: first.id,
      id: property.id,
      prober,
      checkPrimary,
      status: () =>
        scalar<string>(pool(), 'SELECT status FROM properties WHERE id = $1', [property.id]),
      alerts: () => q(`SELECT count(*)::int FROM alerts WHERE property_id = $1`),
      alertTypes: async () =>
        (
          await pool().query<{ type: string }>(
            'SELECT type FROM alerts WHERE property_id = $1 ORDER BY id',
            [property.id],
          )
        ).rows.map((r) => r.type),
      outbox: () =>
        q(`SELECT count(*)::int FROM notifications n JOIN alerts a ON a.id = n.alert_id
            WHERE a.property_id = $1`),
      downResults: () =>
        q(`SELECT count(*)::int FROM check_results WHERE property_id = $1 AND outcome <> 'up'`),
    };
  }

  const agentHasCheck = async (agent: TestAgent, checkId: string) =>
    (await agent.work()).some((c) => c.id === checkId);

  it('refuses 2 while fewer than 2 locations are active; a paused one does not count', async () => {
    await revokeAllAgents(pool());
    const owner = await createActor(t.ctx, 'owner');
    const admin = await createActor(t.ctx, 'admin');
    const refused = await settings(admin, { outageConfirmedFrom: 2, failuresBeforeOffline: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SETTINGS_MSG.confirmNeedsLocations);
    const read = async () => (await call(t.app, admin, { url: '/api/settings' })).json<Settings>();
    // nothing changed, not even the other field sent with it
    expect((await read()).workspace).toMatchObject({
      outageConfirmedFrom: 1,
      failuresBeforeOffline: 3,
    });
    expect((await read()).activeLocations).toBe(1);

    const agent = await addAgent(t.app, owner, 'Paused agent');
    const act = (action: string) =>
      call(t.app, owner, {
        method: 'POST',
        url: `/api/monitoring-locations/${agent.id}/${action}`,
      });
    expect((await act('pause')).statusCode).toBe(200);
    const whilePaused = await settings(admin, { outageConfirmedFrom: 2 });
    expect(whilePaused.statusCode).toBe(409);
    expect(whilePaused.json().message).toBe(SETTINGS_MSG.confirmNeedsLocations);

    expect((await act('resume')).statusCode).toBe(200);
    const accepted = await settings(admin, { outageConfirmedFrom: 2 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Settings>()).toMatchObject({
      workspace: { outageConfirmedFrom: 2 },
      activeLocations: 2,
    });
    const bad = await settings(admin, { outageConfirmedFrom: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(SETTINGS_MSG.confirmFromInvalid);
    // staff read it, only admins change it
    const staff = await createActor(t.ctx, 'staff', {
      workspaceId: admin.workspaceId!,
      role: 'staff',
    });
    expect((await settings(staff, { outageConfirmedFrom: 1 })).statusCode).toBe(403);
    expect(
      (await call(t.app, staff, { url: '/api/settings' })).json<Settings>().workspace
        .outageConfirmedFrom,
    ).toBe(2);
  });

  it('a property failing at one location only never goes offline with 2', async () => {
    const p = await setUp(2, '127.0.31.1');
    expect(await p.status()).toBe('online');
    // the agent holds a poll for work; the primary's failure asks it at once and wakes the poll
    const held = p.agent.work(10_000);
    const started = Date.now();
    p.prober.set(p.id, 'timeout');
    await p.checkPrimary();
    const asked = await held;
    expect(asked.map((c) => c.id)).toContain(p.checkId);
    expect(Date.now() - started).toBeLessThan(5_000);
    await p.agent.post([{ id: p.checkId, outcome: 'up' }]);
    // the pending confirmation lapses (one interval) and the primary still fails: asked again
    await pool().query(
      `UPDATE outage_confirmations SET expires_at = now() WHERE property_id = $1`,
      [p.id],
    );
    await p.checkPrimary();
    expect(await agentHasCheck(p.agent, p.checkId)).toBe(true);
    await p.agent.post([{ id: p.checkId, outcome: 'up' }]);
    await p.checkPrimary();
    expect(await p.status()).toBe('online');
    expect(await p.alerts()).toBe(0);
    expect(await p.outbox()).toBe(0);
    // uptime counts confirmed outages only: the unconfirmed failures count as up
    expect(await p.downResults()).toBe(0);
  });

  it('the same failure at one location alerts with 1', async () => {
    const p = await setUp(1, '127.0.31.2');
    p.prober.set(p.id, 'timeout');
    await p.checkPrimary();
    expect(await p.status()).toBe('offline');
    expect(await p.alertTypes()).toEqual(['offline']);
    expect(await p.downResults()).toBe(1);
    // and the agent is not asked: its row waits for its own turn
    expect(await agentHasCheck(p.agent, p.checkId)).toBe(false);
  });

  it('failing at both goes offline once, when the agent asked at once agrees; recovery likewise', async () => {
    const p = await setUp(2, '127.0.31.3');
    p.prober.set(p.id, 'timeout');
    await p.checkPrimary();
    expect(await p.status()).toBe('online');
    expect(await agentHasCheck(p.agent, p.checkId)).toBe(true);
    await p.agent.post([{ id: p.checkId, outcome: 'timeout' }]);
    expect(await p.status()).toBe('offline');
    expect(await p.alertTypes()).toEqual(['offline']);
    const outbox = await p.outbox();
    expect(outbox).toBe(1);
    expect(
      await scalar(
        pool(),
        `SELECT count(*)::int FROM incidents WHERE property_id = $1 AND ended_at IS NULL`,
        [p.id],
      ),
    ).toBe(1);
    expect(await p.downResults()).toBe(1);
    // later failures at either location: still one outage, one alert
    await p.checkPrimary();
    await p.agent.post([{ id: p.checkId, outcome: 'timeout' }]);
    expect(await p.alertTypes()).toEqual(['offline']);
    expect(await p.outbox()).toBe(outbox);

    // back at the primary only: not yet online; the agent is asked at once and agrees
    p.prober.set(p.id, 'up');
    await p.checkPrimary();
    expect(await p.status()).toBe('offline');
    expect(await agentHasCheck(p.agent, p.checkId)).toBe(true);
    await p.agent.post([{ id: p.checkId, outcome: 'up' }]);
    expect(await p.status()).toBe('online');
    expect(await p.alertTypes()).toEqual(['offline', 'online']);
  });

  it('an agreement reached while a worker holds the property is applied by that worker, once', async () => {
    const p = await setUp(2, '127.0.31.7');
    p.prober.set(p.id, 'timeout');
    await p.checkPrimary();
    // a worker is checking the property right now (its lease)
    await pool().query(
      `UPDATE property_schedule SET lease_until = now() + interval '1 minute' WHERE property_id = $1`,
      [p.id],
    );
    await p.agent.work();
    await p.agent.post([{ id: p.checkId, outcome: 'timeout' }]);
    expect(await p.status()).toBe('online');
    expect(
      await scalar(
        pool(),
        'SELECT agreed_at IS NOT NULL FROM outage_confirmations WHERE property_id = $1',
        [p.id],
      ),
    ).toBe(true);
    await pool().query(`UPDATE property_schedule SET lease_until = NULL WHERE property_id = $1`, [
      p.id,
    ]);
    await p.checkPrimary();
    expect(await p.status()).toBe('offline');
    expect(await p.alertTypes()).toEqual(['offline']);
    expect(
      await scalar(
        pool(),
        'SELECT count(*)::int FROM outage_confirmations WHERE property_id = $1',
        [p.id],
      ),
    ).toBe(0);
  });

  it('an agent that sees the outage first asks the primary at once, which confirms it', async () => {
    const p = await setUp(2, '127.0.31.4');
    await pool().query(
      `UPDATE property_schedule SET next_check_at = now() + interval '1 day' WHERE property_id = $1`,
      [p.id],
    );
    await p.agent.post([{ id: p.checkId, outcome: 'timeout' }]);
    expect(await p.status()).toBe('online');
    // the primary's row is due now: its scheduler checks it without anyone making it due
    expect(
      await scalar(
        pool(),
        'SELECT next_check_at <= now() FROM property_schedule WHERE property_id = $1',
        [p.id],
      ),
    ).toBe(true);
    p.prober.set(p.id, 'timeout');
    await scheduler(p.prober).runOnce();
    expect(await p.status()).toBe('offline');
    expect(await p.alertTypes()).toEqual(['offline']);
  });

  it('an agent not seen for 90 s does not hold an outage back: the primary alone confirms', async () => {
    const p = await setUp(2, '127.0.31.6');
    await pool().query(
      `UPDATE monitoring_locations SET last_seen_at = now() - interval '2 minutes' WHERE id = $1`,
      [p.agent.id],
    );
    p.prober.set(p.id, 'timeout');
    await p.checkPrimary();
    expect(await p.status()).toBe('offline');
    expect(await p.alertTypes()).toEqual(['offline']);
  });

  it('a degraded location never counts as agreeing, nor holds back what the primary sees', async () => {
    const p = await setUp(2, '127.0.31.5');
    await pool().query(`UPDATE monitoring_locations SET degraded_since = now() WHERE id = $1`, [
      p.agent.id,
    ]);
    // the degraded agent's failure is no vote: nothing moves while the primary sees it up
    await p.agent.post([{ id: p.checkId, outcome: 'timeout' }]);
    expect(await p.status()).toBe('online');
    expect(await p.alerts()).toBe(0);
    // a real outage the primary sees is confirmed from the primary alone meanwhile (as while an
    // agent is away): a degraded agent could never agree, so waiting for it would lose the alert
    p.prober.set(p.id, 'timeout');
    await p.checkPrimary();
    expect(await p.status()).toBe('offline');
    expect(await p.alertTypes()).toEqual(['offline']);
    // and the agent's own failure afterwards adds nothing
    await p.agent.post([{ id: p.checkId, outcome: 'timeout' }]);
    expect(await p.alertTypes()).toEqual(['offline']);
    await pool().query(`UPDATE monitoring_locations SET degraded_since = NULL WHERE id = $1`, [
      p.agent.id,
    ]);
  });
});
