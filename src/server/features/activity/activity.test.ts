import { describe, expect, it } from 'vitest';
import { call } from '../../test/actors.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';
import { insertAlert, insertProperty } from '../../test/factories.js';

describe('GET /api/activity', () => {
  const { t, a } = useTestAppWithActors();
  const event = (
    ws: string,
    kind: string,
    message: string,
    minutesAgo: number,
    propertyId: number | null = null,
  ) =>
    t.ctx.database.pool.query(
      `INSERT INTO activity_events (workspace_id, property_id, kind, message, created_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
      [ws, propertyId, kind, message, minutesAgo],
    );
  const alert = (
    ws: string,
    type: string,
    message: string,
    minutesAgo: number,
    propertyId: number | null = null,
  ) => insertAlert(t.ctx.database.pool, { workspaceId: ws, type, message, minutesAgo, propertyId });

  it("merges the workspace's activity log and alerts, newest first", async () => {
    const ws = a.admin.workspaceId!;
    const oak = await insertProperty(t.ctx.database.pool, ws, { name: 'Oak Street' });
    await event(ws, 'property.created', 'Property "Oak Street" added', 60, oak);
    await event(ws, 'checks.requested', 'Check of all 1 properties started', 30);
    await event(ws, 'status.changed', 'Oak Street is now offline', 20, oak);
    await alert(ws, 'offline', 'Oak Street is offline', 19, oak);
    await alert(ws, 'online', 'Oak Street is back online', 5, oak);
    await event(a.otherAdmin.workspaceId!, 'status.changed', 'Not theirs', 1);
    await alert(a.otherAdmin.workspaceId!, 'offline', 'Not theirs either', 1);

    const res = await call(t.app, a.viewer, { url: '/api/activity' });
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items.map((i: { message: string }) => i.message)).toEqual([
      'Oak Street is back online',
      'Oak Street is offline',
      'Oak Street is now offline',
      'Check of all 1 properties started',
      'Property "Oak Street" added',
    ]);
    expect(items[0]).toEqual({
      id: expect.stringMatching(/^alert-\d+$/),
      kind: 'alert.online',
      message: 'Oak Street is back online',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      propertyId: oak,
    });
    expect(items[2]).toMatchObject({
      id: expect.stringMatching(/^event-\d+$/),
      kind: 'status.changed',
    });
    expect(items[3].propertyId).toBeNull();
    expect(new Set(items.map((i: { id: string }) => i.id)).size).toBe(items.length);
  });

  it('limits to 20 by default and to ?limit=', async () => {
    const ws = a.platformAdmin.workspaceId!;
    for (let i = 0; i < 15; i++) await event(ws, 'checks.requested', `event ${i}`, 100 - i);
    for (let i = 0; i < 15; i++) await alert(ws, 'timeout', `alert ${i}`, 50 - i);
    const all = (await call(t.app, a.platformAdmin, { url: '/api/activity' })).json();
    expect(all).toHaveLength(20);
    expect(all[0].message).toBe('alert 14');
    const three = (await call(t.app, a.platformAdmin, { url: '/api/activity?limit=3' })).json();
    expect(three.map((i: { message: string }) => i.message)).toEqual([
      'alert 14',
      'alert 13',
      'alert 12',
    ]);
    const bad = await call(t.app, a.platformAdmin, { url: '/api/activity?limit=500' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit must be a number from 1 to 100');
  });

  it('is empty for a new workspace', async () => {
    expect((await call(t.app, a.owner, { url: '/api/activity' })).json()).toEqual([]);
  });
});
