// Confirmation from 2 locations with real packets (issue 28's namespace tests): the primary's
// probe engine runs in one network namespace, a real agent process in another. A property whose
// packets are dropped at the primary only stays online with no alert when the workspace confirms
// from 2 (the agent, asked at once, sees it answer) and goes offline at once with 1; dropped at
// both, it goes offline once, within seconds of the primary's failure (the agent asked at once,
// not at its next turn 30 s later); a killed and restarted agent loses no confirmed outage
// and sends no alert twice; the recovery is confirmed the same way. Skips, saying why, where namespaces are forbidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNetnsAgent, type NetnsAgent } from '../../agent/test-support/netns-agent.js';
import { call, createActor } from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { waitFor } from '../../test/wait-for.js';
import {
  startNetnsLocation,
  type NetnsLocation,
} from '../location-guard/test-support/netns-location.js';
import { netnsUnavailableReason } from '../probe/test-netns.js';
import { createScheduler } from '../scheduler.js';
import { makeDue, scalar, useMonitorTestApp } from '../test-support/fixtures.js';

const skipReason = netnsUnavailableReason();
if (skipReason) console.log(`[confirmation-netns] skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)('confirmation from 2 locations (network namespaces)', () => {
  const { t, pool } = useMonitorTestApp();
  let primaryNet: NetnsLocation | undefined;
  let agent: NetnsAgent | undefined;
  beforeAll(async () => {
    primaryNet = await startNetnsLocation();
  }, 60_000);
  afterAll(async () => {
    await agent?.stop();
    await primaryNet?.destroy();
  });

  it('a drop at the primary only never alerts with 2 and does with 1; a drop at both alerts once, at once', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const serverPort = (t.app.server.address() as { port: number }).port;
    const owner = await createActor(t.ctx, 'owner');
    const created = await call(t.app, owner, {
      method: 'POST',
      url: '/api/monitoring-locations',
      payload: { name: 'East', region: 'test' },
    });
    expect(created.statusCode).toBe(201);
    const { token, location } = created.json<{ token: string; location: { id: string } }>();

    const workspace = async (confirmFrom: 1 | 2, ip: string) => {
      const admin = await createActor(t.ctx, 'admin');
      const saved = await call(t.app, admin, {
        method: 'PUT',
        url: '/api/settings/workspace',
        payload: { failuresBeforeOffline: 1, outageConfirmedFrom: confirmFrom },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return (await addProperty(t.app, admin, { ipAddress: ip })).id;
    };
    const two = await workspace(2, '127.0.7.1');
    const one = await workspace(1, '127.0.7.2');
    // started after the properties exist: an agent's rows for new properties are added at most
    // every 30 s (decision 029), so its first poll already carries both
    agent = await startNetnsAgent({ serverPort, token, name: 'east' });

    const primary = createScheduler({
      pool: pool(),
      prober: primaryNet!.prober,
      policy: t.policy,
      batchSize: 10,
      tickMs: 50,
      log: () => {},
    });
    const checkAtPrimary = async (ids: number[]) => {
      await makeDue(pool(), ids);
      await primary.runOnce();
    };
    const agentResult = (id: number) =>
      pool()
        .query<{ outcome: string | null; checked_at: Date | null }>(
          'SELECT outcome, checked_at FROM location_checks WHERE location_id = $1 AND property_id = $2',
          [location.id, id],
        )
        .then((r) => r.rows[0] ?? { outcome: null, checked_at: null });
    const agentChecksAfter = (id: number, since: Date, what: string) =>
      waitFor(
        async () => ((await agentResult(id)).checked_at ?? since) > since,
        10_000,
        what,
      ).catch((e: Error) => {
        throw new Error(`${e.message}; the agent said:\n${agent!.output()}`);
      });
    const status = (id: number) =>
      scalar<string>(pool(), 'SELECT status FROM properties WHERE id = $1', [id]);
    const alerts = (id: number) =>
      scalar<number>(pool(), 'SELECT count(*)::int FROM alerts WHERE property_id = $1', [id]);

    // Both seen up from both locations first (the agent's first turn comes by itself).
    await checkAtPrimary([two, one]);
    await pool().query('UPDATE location_checks SET next_check_at = now()');
    await agentChecksAfter(two, new Date(0), "the agent's first result");
    expect(await status(two)).toBe('online');
    // the agent's next turn is a whole interval away from here on
    await pool().query(
      `UPDATE location_checks SET next_check_at = now() + interval '30 seconds' WHERE location_id = $1`,
      [location.id],
    );

    // Dropped at the primary only.
    await primaryNet!.drop(['127.0.7.1', '127.0.7.2']);
    let asked = new Date();
    await checkAtPrimary([two, one]);
    expect(await status(one)).toBe('offline'); // confirmed from 1: at once
    expect(await alerts(one)).toBe(1);
    await agentChecksAfter(two, asked, 'the agent asked at once');
    expect((await agentResult(two)).outcome).toBe('up');
    expect(await status(two)).toBe('online');
    expect(await alerts(two)).toBe(0);

    // Dropped at both: offline once, as soon as the agent (asked at once) agrees. The primary's
    // next turn comes one interval later, when the request nobody agreed with has lapsed.
    await agent.drop(['127.0.7.1']);
    await pool().query(
      `UPDATE outage_confirmations SET expires_at = now() - interval '1 second' WHERE property_id = $1`,
      [two],
    );
    await primaryNet!.restore();
    await primaryNet!.drop(['127.0.7.1']);
    asked = new Date();
    await checkAtPrimary([two]);
    await agentChecksAfter(two, asked, 'the agent asked again');
    await waitFor(async () => (await status(two)) === 'offline', 10_000, 'confirmed offline');
    expect(Date.now() - asked.getTime()).toBeLessThan(15_000);
    await checkAtPrimary([two]);
    expect(await alerts(two)).toBe(1);

    // The agent killed and started again: the confirmed outage stays, no alert is sent twice.
    await agent.kill();
    await agent.start();
    let since = new Date();
    await pool().query('UPDATE location_checks SET next_check_at = now()');
    await agentChecksAfter(two, since, 'a result after the restart');
    await checkAtPrimary([two]);
    expect(await status(two)).toBe('offline');
    expect(await alerts(two)).toBe(1);

    // Back at both: the recovery is confirmed the same way, one "back online" alert.
    await agent.restore();
    await primaryNet!.restore();
    await pool().query(`DELETE FROM outage_confirmations WHERE property_id = $1`, [two]);
    since = new Date();
    await checkAtPrimary([two]);
    await agentChecksAfter(two, since, 'the agent asked to confirm the recovery');
    await waitFor(async () => (await status(two)) === 'online', 10_000, 'confirmed online');
    const types = await pool().query<{ type: string }>(
      'SELECT type FROM alerts WHERE property_id = $1 ORDER BY id',
      [two],
    );
    expect(types.rows.map((r) => r.type)).toEqual(['offline', 'online']);
  }, 180_000);
});
