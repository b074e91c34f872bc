// One workspace looping "check all" must not delay every other workspace's checks (security
// review item 4). The worker is made small (2 batches of 200, 300 ms a batch: about 1,300 checks
// a second) so a 4,000-property workspace re-queued over and over is a real backlog. Both
// schedules: the claim's ranking and the in-memory due index (decision 036 item 1), whose
// workspaces are taken in turns and which check-all reaches through the change feed.
import { describe, expect, it } from 'vitest';
import { call } from '../test/actors.js';
import { sleep, waitFor } from '../test/wait-for.js';
import type { ProbeTarget } from './probe/types.js';
import { createScheduler } from './scheduler.js';
import { bulkWorkspace, useMonitorTestApp, fakeProber } from './test-support/fixtures.js';

describe.each(['scan', 'memory'] as const)(
  'fair share between workspaces, %s schedule',
  (schedule) => {
    const { t } = useMonitorTestApp();

    it("one workspace spamming check-all keeps another workspace's schedule lag under 2 s", async () => {
      const pool = t.ctx.database.pool;
      const spammer = await bulkWorkspace(t, 4000);
      const quiet = await bulkWorkspace(t, 10);
      const quietIds = new Set(quiet.ids);
      const checkedAt = new Map<number, number>();
      const inner = fakeProber(() => ({ outcome: 'up', rttMs: 1 }), { delayMs: 300 });
      const prober = {
        async probe(targets: ProbeTarget[]) {
          const results = await inner.probe(targets);
          const now = Date.now();
          for (const target of targets) {
            if (quietIds.has(target.id) && !checkedAt.has(target.id)) checkedAt.set(target.id, now);
          }
          return results;
        },
      };
      const scheduler = createScheduler({
        pool: t.extraPool(6),
        prober,
        policy: t.policy,
        batchSize: 200,
        tickMs: 100,
        maxConcurrentBatches: 2,
        schedule,
      });
      scheduler.start();
      try {
        // The spammer's first "check all" builds a backlog of 4,000 before the quiet ones are due.
        const first = await call(t.app, spammer.admin, {
          method: 'POST',
          url: '/api/ping/check-all',
        });
        expect(first.statusCode).toBe(202);
        await sleep(200);
        // The quiet workspace's properties fall due one after another over the next 4 s.
        await pool.query(
          `UPDATE property_schedule SET next_check_at = now() + (array_position($1::int[], property_id) - 1) * interval '400 ms'
          WHERE property_id = ANY($1::int[])`,
          [quiet.ids],
        );
        const { rows } = await pool.query<{ id: number; due: Date }>(
          'SELECT property_id AS id, next_check_at AS due FROM property_schedule WHERE property_id = ANY($1::int[])',
          [quiet.ids],
        );
        const dueAt = new Map(rows.map((r) => [r.id, r.due.getTime()]));
        // ... while the spammer asks again every 100 ms (bounded: 50 requests).
        for (let i = 0; i < 50; i++) {
          const res = await call(t.app, spammer.admin, {
            method: 'POST',
            url: '/api/ping/check-all',
          });
          expect(res.statusCode).toBe(202);
          await sleep(100);
        }
        await waitFor(() => checkedAt.size === quiet.ids.length, 15_000, 'quiet checks');
        const lags = quiet.ids.map((id) => checkedAt.get(id)! - dueAt.get(id)!);
        expect(Math.max(...lags)).toBeLessThan(2_000);
        // The spammer was really crowding the worker: it had checks waiting throughout.
        expect(inner.probed.length).toBeGreaterThan(4000);
      } finally {
        await scheduler.stop();
      }
    }, 60_000);
  },
);
