// Agents as separate processes in network namespaces of their own (issue 28's tests): real
// packets, dropped by nft rules in one location only. What an agent reports is per location:
// a target dropped in its namespace is down there and up from another agent; a cut uplink makes
// every target fail there while it still reports; a killed agent started again goes on with the
// same token; a revoked token is refused at once. Loopback and the tests' own namespaces only.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
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
});
