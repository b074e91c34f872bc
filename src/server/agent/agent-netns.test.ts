// Agents as separate processes in network namespaces of their own (issue 28's tests): real
// packets, dropped by nft rules in one location only. What an agent reports is per location:
// a target dropped in its namespace is down there and up from another agent; a cut uplink makes
// every target fail there while it still reports; a killed agent started again goes on with the
// same token; a revoked token is refused at once; with its own canaries, a cut uplink makes its
// location degraded (one owner mail, no customer's) until the rule is removed. Loopback and the
// tests' own namespaces only.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { runDeliveryOnce } from '../notify/run-delivery.js';
import { parseMail } from '../notify/test-support/mime.js';
import { later } from '../notify/test-support/outage.js';
import { startSmtpSink } from '../notify/test-support/smtp-sink.js';
import type { AppContext } from '../app-context.js';
import { netnsUnavailableReason } from '../monitoring/probe/test-netns.js';
import { call, createActor } from '../test/actors.js';
import { addProperty } from '../test/factories.js';
import { createTestDatabase, testConfig } from '../test/test-app.js';
import { waitFor } from '../test/wait-for.js';
import { startNetnsAgent, type NetnsAgent } from './test-support/netns-agent.js';

const skipReason = netnsUnavailableReason();
if (skipReason) console.log(`[agent-netns] skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)('agents in network namespaces of their own', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c().catch(() => {});
  });

  it('report per location: a drop in one namespace is down there only, a cut uplink fails all there', async () => {
    const db = await createTestDatabase();
    cleanup.push(db.drop);
    const ctx: AppContext = {
      config: testConfig({ DEFAULT_PLAN: 'enterprise' }),
      database: db.database,
    };
    const app: FastifyInstance = await buildApp(ctx);
    cleanup.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const serverPort = (app.server.address() as { port: number }).port;
    const owner = await createActor(ctx, 'owner');
    const maple = await addProperty(app, owner, { name: 'Maple', ipAddress: '127.0.6.1' });
    const oak = await addProperty(app, owner, { name: 'Oak', ipAddress: '127.0.6.2' });

    const addLocation = async (name: string) => {
      const res = await call(app, owner, {
        method: 'POST',
        url: '/api/monitoring-locations',
        payload: { name, region: 'test' },
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ token: string; location: { id: string } }>();
    };
    const east = await addLocation('East');
    const west = await addLocation('West');
    const agents: Record<string, NetnsAgent> = {};
    for (const [name, loc] of [
      ['east', east],
      ['west', west],
    ] as const) {
      const a = await startNetnsAgent({ serverPort, token: loc.token, name });
      agents[name] = a;
      cleanup.push(() => a.stop());
    }

    const pool = db.database.pool;
    const outcome = async (locationId: string, propertyId: number) =>
      (
        await pool.query<{ outcome: string | null; checked_at: Date | null }>(
          'SELECT outcome, checked_at FROM location_checks WHERE location_id = $1 AND property_id = $2',
          [locationId, propertyId],
        )
      ).rows[0] ?? { outcome: null, checked_at: null };
    const makeDue = () => pool.query('UPDATE location_checks SET next_check_at = now()');
    /** the next results of both agents after now, as [east maple, east oak, west maple, west oak] */
    const nextRound = async (what: string) => {
      const since = new Date();
      await makeDue();
      const fresh = async () => {
        const rows = await Promise.all(
          [east, west].flatMap((l) => [maple, oak].map((p) => outcome(l.location.id, p.id))),
        );
        return rows.every((r) => r.checked_at && r.checked_at >= since) ? rows : null;
      };
      await waitFor(async () => (await fresh()) !== null, 45_000, what).catch((e: Error) => {
        throw new Error(
          `${e.message}\neast said:\n${agents.east!.output()}\nwest said:\n${agents.west!.output()}`,
        );
      });
      return (await fresh())!.map((r) => r.outcome);
    };

    expect(await nextRound('first results')).toEqual(['up', 'up', 'up', 'up']);

    // Oak's packets dropped in East's namespace only: down from East, up from West.
    await agents.east!.drop(['127.0.6.2']);
    expect(await nextRound('results with Oak dropped at East')).toEqual([
      'up',
      'timeout',
      'up',
      'up',
    ]);

    // West's uplink cut: every target fails there, while it still reports to the server.
    await agents.west!.cutAll();
    expect(await nextRound('results with West cut off')).toEqual([
      'up',
      'timeout',
      'timeout',
      'timeout',
    ]);
    await agents.east!.restore();
    await agents.west!.restore();

    // East killed and started again with the same token: it goes on reporting.
    await agents.east!.kill();
    await agents.east!.start();
    expect(await nextRound('results after East restarted')).toEqual(['up', 'up', 'up', 'up']);

    // West's token revoked: its next call is refused and it reports nothing more.
    const revoked = await call(app, owner, {
      method: 'POST',
      url: `/api/monitoring-locations/${west.location.id}/revoke`,
    });
    expect(revoked.statusCode).toBe(200);
    const before = (await outcome(west.location.id, maple.id)).checked_at;
    await makeDue();
    await waitFor(
      async () => /the server refused this agent's token/.test(agents.west!.output()),
      15_000,
    );
    expect((await outcome(west.location.id, maple.id)).checked_at).toEqual(before);
  }, 180_000);

  it("a location whose uplink is cut with its own canaries is degraded: one owner mail, no customer's, recovers", async () => {
    const db = await createTestDatabase();
    cleanup.push(db.drop);
    const sink = await startSmtpSink();
    cleanup.push(() => sink.close());
    const ctx: AppContext = {
      config: testConfig({
        DEFAULT_PLAN: 'enterprise',
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        PUBLIC_URL: 'https://monitor.test',
        MAIL_FROM: 'Property Monitor <alerts@monitor.test>',
      }),
      database: db.database,
    };
    const app: FastifyInstance = await buildApp(ctx);
    cleanup.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const serverPort = (app.server.address() as { port: number }).port;
    const pool = db.database.pool;
    const owner = await createActor(ctx, 'owner');
    const admin = await createActor(ctx, 'admin');
    const added = await call(app, owner, {
      method: 'POST',
      url: '/api/monitoring-locations',
      payload: { name: 'Frankfurt', region: 'eu-central' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const frankfurt = added.json<{ token: string; location: { id: string } }>();
    // confirmed from 2, offline at the first failure: an agent's failure would be a vote
    const saved = await call(app, admin, {
      method: 'PUT',
      url: '/api/settings/workspace',
      payload: { failuresBeforeOffline: 1, outageConfirmedFrom: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const elm = await addProperty(app, admin, { name: 'Elm', ipAddress: '127.0.7.1' });

    // The agent's canary is an address of its own namespace; it is probed alone every window
    // (5 s) while no batch carries it.
    const agent = await startNetnsAgent({
      serverPort,
      token: frankfurt.token,
      name: 'frankfurt',
      env: { MONITOR_CANARIES: '127.0.7.254', MONITOR_GUARD_WINDOW_SECONDS: '5' },
    });
    cleanup.push(() => agent.stop());
    const row = async () =>
      (
        await pool.query<{
          degraded_since: Date | null;
          degraded_evidence: string | null;
          recovered_at: Date | null;
          canaries_checked_at: Date | null;
          canaries_failed: number;
        }>(
          `SELECT degraded_since, degraded_evidence, recovered_at, canaries_checked_at, canaries_failed
             FROM monitoring_locations WHERE id = $1`,
          [frankfurt.location.id],
        )
      ).rows[0]!;
    const check = async () =>
      (
        await pool.query<{ outcome: string | null; checked_at: Date | null; streak: number }>(
          `SELECT outcome, checked_at, consecutive_failures AS streak FROM location_checks
            WHERE location_id = $1 AND property_id = $2`,
          [frankfurt.location.id, elm.id],
        )
      ).rows[0];
    const said = (e: Error) =>
      new Error(`${e.message}
the agent said:
${agent.output()}`);
    /** Elm made due at the agent; its next result (after now) */
    const nextResult = async (what: string) => {
      const since = new Date();
      await pool.query('UPDATE location_checks SET next_check_at = now() WHERE property_id = $1', [
        elm.id,
      ]);
      await waitFor(
        async () => ((await check())?.checked_at ?? new Date(0)) >= since,
        45_000,
        what,
      ).catch((e: Error) => {
        throw said(e);
      });
      return (await check())!;
    };

    expect((await nextResult('the first result')).outcome).toBe('up');
    await waitFor(async () => (await row()).canaries_checked_at !== null, 30_000, 'canaries').catch(
      (e: Error) => {
        throw said(e);
      },
    );
    expect((await row()).degraded_since).toBeNull();

    // The uplink is cut: every probe dropped in the namespace, the canary's too.
    await agent.cutAll();
    await waitFor(async () => (await row()).degraded_since !== null, 30_000, 'degraded').catch(
      (e: Error) => {
        throw said(e);
      },
    );
    const degraded = await row();
    expect(degraded.degraded_evidence).toBe('canaries failed: 1 of 1 did not answer');
    // Elm's failure there is set aside: the location's streak kept, no vote asked for.
    expect(await nextResult('a result while cut off')).toMatchObject({
      outcome: 'timeout',
      streak: 0,
    });
    const votes = async () =>
      (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM outage_confirmations'))
        .rows[0]!.n;
    expect(await votes()).toBe(0);
    await runDeliveryOnce(ctx, { now: later(61) });
    expect(sink.messages.map((m) => m.to)).toEqual([[owner.email]]);
    expect(parseMail(sink.messages[0]!.raw).headers.subject).toBe(
      '[Property Monitor] Monitoring location Frankfurt is degraded',
    );
    sink.messages.length = 0;

    // The rule removed: the canary answers, the location recovers (one mail), Elm is up there.
    await agent.restore();
    await waitFor(async () => (await row()).degraded_since === null, 30_000, 'recovered').catch(
      (e: Error) => {
        throw said(e);
      },
    );
    expect((await row()).recovered_at).toBeInstanceOf(Date);
    expect((await nextResult('a result after the cut')).outcome).toBe('up');
    expect(await votes()).toBe(0);
    await runDeliveryOnce(ctx, { now: later(200) });
    expect(sink.messages.map((m) => [m.to, parseMail(m.raw).headers.subject])).toEqual([
      [[owner.email], '[Property Monitor] Monitoring location Frankfurt recovered'],
    ]);
    // Nothing for the customer at any time.
    const customer = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE recipient IS DISTINCT FROM $1`,
      [owner.email],
    );
    expect(customer.rows[0]!.n).toBe(0);
  }, 180_000);
});
