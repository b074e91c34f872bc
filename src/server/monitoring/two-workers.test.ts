// Two worker processes' worth of schedulers (each with its own connection pool) on one database,
// racing over the same due properties: SKIP LOCKED + lease must give each property to exactly one
// of them per cycle, so nothing is probed twice and no alert is doubled.
import { describe, expect, it } from 'vitest';
import type { ProbeOutcome } from './probe/types.js';
import { createScheduler } from './scheduler.js';
import {
  bulkWorkspace,
  countBy,
  useMonitorTestApp,
  fakeProber,
  makeDue,
} from './test-support/fixtures.js';

const PROPERTIES = 300;
const CYCLES = 5;

describe('two workers on one database', () => {
  const { t } = useMonitorTestApp();

  it('check every property exactly once per cycle and never double an alert', async () => {
    const { ids } = await bulkWorkspace(t, PROPERTIES);
    const failing = new Set(ids.filter((_, i) => i % 10 === 0));
    let cycle = 0;
    // Every tenth property fails in cycles 1-3 (timeout, timeout, offline) and recovers in 4.
    const outcome = (id: number): ProbeOutcome =>
      failing.has(id) && cycle >= 1 && cycle <= 3 ? 'timeout' : 'up';
    const logs: string[] = [];
    const worker = () => {
      // slow enough that both workers' batches overlap in time
      const prober = fakeProber((target) => ({ outcome: outcome(target.id), rttMs: 1 }), {
        delayMs: 25,
      });
      const scheduler = createScheduler({
        pool: t.extraPool(10),
        prober,
        policy: t.policy,
        batchSize: 10,
        tickMs: 50,
        log: (m) => logs.push(m),
      });
      return { prober, scheduler };
    };
    const a = worker();
    const b = worker();
    const pool = t.ctx.database.pool;
    const perWorker = { a: 0, b: 0 };

    for (cycle = 0; cycle < CYCLES; cycle++) {
      const probedBefore = { a: a.prober.probed.length, b: b.prober.probed.length };
      await makeDue(pool, ids);
      // Both run concurrently, again and again, until neither finds anything due.
      let rounds = 0;
      for (;;) {
        const [na, nb] = await Promise.all([a.scheduler.runOnce(), b.scheduler.runOnce()]);
        if (na + nb === 0) break;
        expect(++rounds, 'rounds').toBeLessThan(50);
      }
      const probed = [
        ...a.prober.probed.slice(probedBefore.a),
        ...b.prober.probed.slice(probedBefore.b),
      ];
      perWorker.a += a.prober.probed.length - probedBefore.a;
      perWorker.b += b.prober.probed.length - probedBefore.b;
      expect(logs, 'worker log (failed batches)').toEqual([]);
      // each property was handed to exactly one worker, once
      expect(probed.length, `cycle ${cycle}: probes`).toBe(PROPERTIES);
      expect(new Set(probed).size, `cycle ${cycle}: distinct`).toBe(PROPERTIES);
      const results = await countBy(
        pool,
        `SELECT property_id AS k, count(*) AS n FROM check_results
          WHERE property_id = ANY($1::int[]) GROUP BY property_id`,
        [ids],
      );
      expect(results.size).toBe(PROPERTIES);
      expect(
        [...results.values()].every((n) => n === cycle + 1),
        `cycle ${cycle}: results`,
      ).toBe(true);
    }

    // Both really took part.
    expect(perWorker.a).toBeGreaterThan(0);
    expect(perWorker.b).toBeGreaterThan(0);
    expect(perWorker.a + perWorker.b).toBe(PROPERTIES * CYCLES);
    expect(a.scheduler.stats.errors + b.scheduler.stats.errors).toBe(0);

    // Alerts: exactly timeout, offline, online for each failing property, nothing for the rest.
    const { rows } = await pool.query<{ property_id: number; types: string[] }>(
      `SELECT property_id, array_agg(type ORDER BY id) AS types FROM alerts
        WHERE property_id = ANY($1::int[]) GROUP BY property_id`,
      [ids],
    );
    expect(rows.length).toBe(failing.size);
    for (const r of rows) {
      expect(failing.has(r.property_id)).toBe(true);
      expect(r.types).toEqual(['timeout', 'offline', 'online']);
    }
    const outbox = await countBy(
      pool,
      `SELECT a.property_id AS k, count(*) AS n FROM notifications n JOIN alerts a ON a.id = n.alert_id
        WHERE a.property_id = ANY($1::int[]) GROUP BY a.property_id`,
      [ids],
    );
    expect(outbox.size).toBe(failing.size);
    expect([...outbox.values()].every((n) => n === 2)).toBe(true); // offline + online
    // one tracked incident per outage (decision 032), resolved when back, its alerts linked to it
    const incidents = await countBy(
      pool,
      `SELECT i.property_id AS k, count(*) AS n FROM tracked_incidents i
        WHERE i.property_id = ANY($1::int[]) AND i.resolved_at IS NOT NULL
          AND (SELECT count(*) FROM alerts a WHERE a.tracked_incident_id = i.id) = 2
        GROUP BY i.property_id`,
      [ids],
    );
    expect(incidents.size).toBe(failing.size);
    expect([...incidents.values()].every((n) => n === 1)).toBe(true);
    const statuses = await countBy(
      pool,
      `SELECT (status = 'online')::int AS k, count(*) AS n FROM properties
        WHERE id = ANY($1::int[]) GROUP BY 1`,
      [ids],
    );
    expect(statuses.get(1)).toBe(PROPERTIES);
    // the hourly rollups agree with the raw rows
    const checks = await pool.query(
      `SELECT sum(checks)::int AS n FROM check_rollups_hourly WHERE property_id = ANY($1::int[])`,
      [ids],
    );
    expect(checks.rows[0].n).toBe(PROPERTIES * CYCLES);
  });
});
