// The activity log and alerts are pruned by age (ACTIVITY_RETENTION_DAYS), like raw results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { pruneActivity } from './maintenance.js';

describe('activity and alert retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes activity and alerts older than the retention, and nothing newer', async () => {
    const pool = t.ctx.database.pool;
    const admin = await createActor(t.ctx, 'admin');
    const ages = [1, 89, 91, 400]; // days
    for (const days of ages) {
      await pool.query(
        `INSERT INTO activity_events (workspace_id, kind, message, created_at)
         VALUES ($1, 'test', $2, now() - make_interval(days => $3))`,
        [admin.workspaceId, `${days} days old`, days],
      );
      await pool.query(
        `INSERT INTO alerts (workspace_id, type, message, created_at)
         VALUES ($1, 'offline', $2, now() - make_interval(days => $3))`,
        [admin.workspaceId, `${days} days old`, days],
      );
    }
    expect(await pruneActivity(t.ctx.database.db, 90)).toBe(4);
    const left = async (table: string) =>
      (
        await pool.query(`SELECT message FROM ${table} WHERE workspace_id = $1 ORDER BY 1`, [
          admin.workspaceId,
        ])
      ).rows.map((r) => r.message);
    expect(await left('activity_events')).toEqual(['1 days old', '89 days old']);
    expect(await left('alerts')).toEqual(['1 days old', '89 days old']);
    expect(t.ctx.config.monitor.activityRetentionDays).toBe(90);
  });
});
