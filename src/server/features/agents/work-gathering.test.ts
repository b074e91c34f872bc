// The long-poll gathers (decision 029, "bench:locations"): once a check is due, one answer brings
// every check due within the agent's window, each with how long until it is due, instead of a
// few per wake-up; nothing is answered before one is due; and a confirmation ask still wakes a
// held poll at once, whatever the window.
import { describe, expect, it } from 'vitest';
import type { AgentCheck, AgentWork } from '../../../contracts/agents.js';
import type { CreatedLocation } from '../../../contracts/locations.js';
import { askOtherLocations } from '../../monitoring/confirmation/ask-locations.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

describe('gathering agent work', () => {
  const t = useTestApp();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function setUp(owner: Actor, name: string, addresses: string[]) {
    const properties = [];
    for (const ipAddress of addresses)
      properties.push(await addProperty(t.app, owner, { ipAddress }));
    const res = await call(t.app, owner, {
      method: 'POST',
      url: '/api/monitoring-locations',
      payload: { name, region: 'test' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { location, token } = res.json<CreatedLocation>();
    const work = async (query: string): Promise<AgentCheck[]> => {
      const r = await t.app.inject({ url: `/api/agent/work?${query}`, headers: bearer(token) });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<AgentWork>().checks;
    };
    // the first poll makes the location's schedule and hands out what is due now
    await work('waitMs=0&max=5000');
    /** makes each property's row due `ms` from now */
    const dueIn = async (byAddress: Record<string, number>) => {
      for (const [address, ms] of Object.entries(byAddress)) {
        await t.ctx.database.pool.query(
          `UPDATE location_checks c SET next_check_at = now() + make_interval(secs => $3::float8 / 1000)
             FROM properties p
            WHERE c.location_id = $1 AND p.id = c.property_id AND p.ip_address = $2`,
          [location.id, address, ms],
        );
      }
    };
    return { properties, work, dueIn };
  }
  const byAddress = (checks: AgentCheck[]) =>
    Object.fromEntries(checks.map((c) => [c.address, c.dueInMs]));

  it("answers the window's checks in one answer once one is due, each with its time to run", async () => {
    const owner = await createActor(t.ctx, 'owner');
    const a = ['127.0.31.1', '127.0.31.2', '127.0.31.3', '127.0.31.4'];
    const { work, dueIn } = await setUp(owner, 'Gather', a);
    await dueIn({ [a[0]!]: -10, [a[1]!]: 400, [a[2]!]: 800, [a[3]!]: 3000 });
    const got = byAddress(await work('waitMs=0&aheadMs=1000'));
    expect(Object.keys(got).sort()).toEqual([a[0], a[1], a[2]]);
    expect(got[a[0]!]).toBeLessThanOrEqual(0);
    expect(got[a[1]!]).toBeGreaterThan(200);
    expect(got[a[1]!]).toBeLessThanOrEqual(400);
    expect(got[a[2]!]).toBeGreaterThan(600);
    expect(got[a[2]!]).toBeLessThanOrEqual(800);
    // handed out once; the fourth is within a wider window but none is due now: no answer early
    expect(await work('waitMs=0&aheadMs=5000')).toEqual([]);
  });

  it('holds the poll until the first check is due, then answers those due within the window', async () => {
    const owner = await createActor(t.ctx, 'owner');
    const a = ['127.0.32.1', '127.0.32.2', '127.0.32.3'];
    const { work, dueIn } = await setUp(owner, 'Hold', a);
    await dueIn({ [a[0]!]: 1200, [a[1]!]: 1800, [a[2]!]: 60_000 });
    const started = Date.now();
    const got = byAddress(await work('waitMs=10000&aheadMs=1000'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(Object.keys(got).sort()).toEqual([a[0], a[1]]);
    expect(got[a[1]!]).toBeGreaterThan(0);
  });

  it('a confirmation ask wakes a held poll at once, its check due now', async () => {
    const owner = await createActor(t.ctx, 'owner');
    const a = ['127.0.33.1', '127.0.33.2'];
    const { properties, work, dueIn } = await setUp(owner, 'Ask', a);
    await dueIn({ [a[0]!]: 60_000, [a[1]!]: -10 });
    // a gathered answer first: the next poll naps through that window without a claim
    expect(Object.keys(byAddress(await work('waitMs=0&aheadMs=1000')))).toEqual([a[1]]);
    const held = work('waitMs=20000&aheadMs=1000');
    await new Promise((r) => setTimeout(r, 500));
    const askedAt = Date.now();
    await askOtherLocations(t.ctx.database.pool, 'primary', [
      { propertyId: properties[0]!.id, direction: 'offline', intervalSeconds: 60 },
    ]);
    const got = byAddress(await held);
    expect(Date.now() - askedAt).toBeLessThan(1500);
    expect(Object.keys(got)).toEqual([a[0]]);
    expect(got[a[0]!]).toBeLessThanOrEqual(0);
  });
});
