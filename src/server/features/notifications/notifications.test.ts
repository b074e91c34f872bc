import { describe, expect, it } from 'vitest';
import { byRole, call, expectMatrix } from '../../test/actors.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';

describe('notification log API', () => {
  const { t, a } = useTestAppWithActors();

  it('route x actor: staff and admins read their own workspace', async () => {
    await expectMatrix(t.app, a, [
      {
        method: 'GET',
        url: '/api/notifications/log',
        expect: byRole(403, 200, 200),
      },
    ]);
  });

  it("lists the last 100 of the workspace's deliveries, newest first, and nobody else's", async () => {
    const pool = t.ctx.database.pool;
    await pool.query(
      `INSERT INTO notifications (workspace_id, channel, event_type, status, summary, created_at)
       SELECT $1, 'email', 'report.daily', 'delivered', 'Report ' || i, now() - make_interval(mins => i)
         FROM generate_series(1, 105) AS i`,
      [a.admin.workspaceId],
    );
    await pool.query(
      `INSERT INTO notifications (workspace_id, channel, event_type, status, summary)
       VALUES ($1, 'email', 'report.daily', 'failed', 'Not yours')`,
      [a.otherAdmin.workspaceId],
    );
    const log = (await call(t.app, a.staff, { url: '/api/notifications/log' })).json();
    expect(log).toHaveLength(100);
    expect(log[0]).toMatchObject({ summary: 'Report 1', status: 'delivered', channel: 'email' });
    expect(log[99].summary).toBe('Report 100');
    const other = (await call(t.app, a.otherAdmin, { url: '/api/notifications/log' })).json();
    expect(other.map((e: { summary: string }) => e.summary)).toEqual(['Not yours']);
  });
});
