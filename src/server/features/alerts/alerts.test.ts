import { describe, expect, it } from 'vitest';
import { byRole, call, expectMatrix } from '../../test/actors.js';
import { insertAlert as insertAlertRow } from '../../test/factories.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';

describe('alerts API', () => {
  const { t, a } = useTestAppWithActors();
  const insertAlert = (workspaceId: string, type: string, message: string, minutesAgo = 0) =>
    insertAlertRow(t.ctx.database.pool, { workspaceId, type, message, minutesAgo });

  it('route x actor', async () => {
    const fresh = async () =>
      `/api/alerts/${await insertAlert(a.admin.workspaceId!, 'offline', 'x')}/read`;
    const s = byRole;
    await expectMatrix(t.app, a, [
      { method: 'GET', url: '/api/alerts', expect: s(200, 200, 200, 200) },
      { method: 'PUT', url: fresh, expect: s(403, 200, 200, 404) },
      { method: 'GET', url: '/api/dashboard/stats', expect: s(200, 200, 200, 200) },
    ]);
  });

  it("lists the workspace's alerts newest first with the spec's fields", async () => {
    const ws = a.otherAdmin.workspaceId!;
    await insertAlert(ws, 'offline', 'Oak Street is offline', 10);
    await insertAlert(ws, 'online', 'Oak Street is back online', 1);
    await insertAlert(a.admin.workspaceId!, 'timeout', 'not theirs');
    const list = (await call(t.app, a.otherAdmin, { url: '/api/alerts' })).json();
    expect(list.map((x: { message: string }) => x.message)).toEqual([
      'Oak Street is back online',
      'Oak Street is offline',
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      type: 'online',
      message: 'Oak Street is back online',
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      emailSent: false,
      propertyId: null,
    });
  });

  it('marks an alert read (one way) and counts unread in the stats', async () => {
    const ws = a.platformAdmin.workspaceId!;
    const id = await insertAlert(ws, 'offline', 'Pine Lodge is offline');
    expect(
      (await call(t.app, a.platformAdmin, { url: '/api/dashboard/stats' })).json(),
    ).toMatchObject({ totalAlerts: 1, unreadAlerts: 1 });
    const res = await call(t.app, a.platformAdmin, {
      method: 'PUT',
      url: `/api/alerts/${id}/read`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isRead).toBe(true);
    expect(
      (await call(t.app, a.platformAdmin, { url: '/api/dashboard/stats' })).json(),
    ).toMatchObject({ totalAlerts: 1, unreadAlerts: 0 });
    expect(
      (await call(t.app, a.platformAdmin, { method: 'PUT', url: '/api/alerts/abc/read' }))
        .statusCode,
    ).toBe(404);
  });
});
