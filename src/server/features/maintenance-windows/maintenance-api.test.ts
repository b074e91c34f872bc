// The maintenance window API with real PostgreSQL: who may do what, every rule's refusal with its
// exact message (and nothing changed), edits, ending early and cancelling.
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MSG, type MaintenanceWindow } from '../../../contracts/maintenance-windows.js';
import { byRole, call, expectMatrix, type Actor } from '../../test/actors.js';
import { insertProperty } from '../../test/factories.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();

describe('maintenance windows API', () => {
  const { t, a } = useTestAppWithActors();
  const pool = () => t.ctx.database.pool;
  const body = (over: Record<string, unknown> = {}) => ({
    title: 'Provider work',
    allProperties: true,
    startsAt: at(Date.now() + 24 * HOUR),
    endsAt: at(Date.now() + 26 * HOUR),
    ...over,
  });
  const post = (who: Actor, payload: object) =>
    call(t.app, who, { method: 'POST', url: '/api/maintenance-windows', payload });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await post(a.admin, body(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as MaintenanceWindow;
  };
  const counts = async () => {
    const { rows } = await pool().query(
      `SELECT (SELECT count(*) FROM maintenance_windows)::int AS w,
              (SELECT count(*) FROM maintenance_occurrences)::int AS o,
              (SELECT count(*) FROM maintenance_window_properties)::int AS p`,
    );
    return rows[0];
  };

  it('route x actor: admins and staff manage, viewers read, other workspaces see nothing', async () => {
    const fresh = async () => (await create()).id;
    await expectMatrix(t.app, a, [
      { method: 'GET', url: '/api/maintenance-windows', expect: byRole(200, 200, 200) },
      {
        method: 'POST',
        url: '/api/maintenance-windows',
        body: body(),
        expect: byRole(403, 201, 201),
      },
      {
        method: 'GET',
        url: async () => `/api/maintenance-windows/${await fresh()}`,
        expect: byRole(200, 200, 200, 404),
      },
      {
        method: 'PUT',
        url: async () => `/api/maintenance-windows/${await fresh()}`,
        body: body({ title: 'Moved' }),
        expect: byRole(403, 200, 200, 404),
      },
      {
        method: 'DELETE',
        url: async () => `/api/maintenance-windows/${await fresh()}`,
        expect: byRole(403, 200, 200, 404),
      },
      {
        method: 'POST',
        url: async () => `/api/maintenance-windows/${await fresh()}/end`,
        expect: byRole(403, 409, 409, 404),
      },
    ]);
  });

  it('schedules a weekly window for chosen properties in the workspace zone', async () => {
    await pool().query(`UPDATE workspaces SET timezone = 'Europe/London' WHERE id = $1`, [
      a.admin.workspaceId,
    ]);
    const p1 = await insertProperty(pool(), a.admin.workspaceId!, { name: 'Maple Court' });
    const p2 = await insertProperty(pool(), a.admin.workspaceId!, { name: 'Oak House' });
    const w = await create({
      allProperties: false,
      propertyIds: [p2, p1, p1],
      description: 'Fibre splice',
      startsAt: '2030-03-24T01:00:00Z', // Sunday 01:00 GMT
      endsAt: '2030-03-24T03:00:00Z',
      rrule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=3',
    });
    expect(w).toMatchObject({
      title: 'Provider work',
      description: 'Fibre splice',
      allProperties: false,
      propertyIds: [p1, p2].sort((x, y) => x - y),
      timeZone: 'Europe/London',
      state: 'scheduled',
      occurrences: 3,
      current: null,
      next: { startsAt: '2030-03-24T01:00:00.000Z', endsAt: '2030-03-24T03:00:00.000Z' },
      // 31 March 2030 is the night of the change: 01:00-03:00 local is one hour long
      totalMs: 5 * HOUR,
    });
    const { rows } = await pool().query(
      `SELECT starts_at FROM maintenance_occurrences WHERE window_id = $1 ORDER BY 1`,
      [w.id],
    );
    expect(rows.map((r) => r.starts_at.toISOString())).toEqual([
      '2030-03-24T01:00:00.000Z',
      // 01:00 is skipped that night (GMT 01:00 -> BST 02:00): the window opens at the jump
      '2030-03-31T01:00:00.000Z',
      // 01:00 BST
      '2030-04-07T00:00:00.000Z',
    ]);
    const list = (await call(t.app, a.viewer, { url: '/api/maintenance-windows' })).json();
    expect(list.map((x: MaintenanceWindow) => x.id)).toContain(w.id);
  });

  it('refuses every broken rule with its message and a 400, changing nothing', async () => {
    const foreign = await insertProperty(pool(), a.otherAdmin.workspaceId!, { name: 'Not yours' });
    const start = Date.now() + 24 * HOUR;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ endsAt: at(start - HOUR), startsAt: at(start) }, MAINTENANCE_MSG.endBeforeStart],
      [
        { startsAt: at(start), endsAt: at(start + 31 * 24 * HOUR + 60_000) },
        MAINTENANCE_MSG.tooLong,
      ],
      [{ rrule: 'FREQ=DAILY' }, MAINTENANCE_MSG.rruleUnbounded],
      [{ rrule: 'FREQ=HOURLY;COUNT=3' }, MAINTENANCE_MSG.rruleTooOften],
      [{ rrule: 'FREQ=DAILY;BYHOUR=1,13;COUNT=4' }, MAINTENANCE_MSG.rruleTooOften],
      [{ rrule: 'FREQ=FORTNIGHTLY;COUNT=3' }, MAINTENANCE_MSG.rruleInvalid],
      [{ timeZone: 'Mars/Olympus_Mons' }, MAINTENANCE_MSG.timezoneInvalid],
      [{ allProperties: false, propertyIds: [foreign] }, MAINTENANCE_MSG.unknownProperty],
      [{ allProperties: false, propertyIds: [] }, MAINTENANCE_MSG.propertiesRequired],
      [{ title: '  ' }, MAINTENANCE_MSG.titleRequired],
      [{ startsAt: 'tomorrow' }, MAINTENANCE_MSG.startInvalid],
    ];
    const before = await counts();
    for (const [over, message] of cases) {
      const res = await post(a.staff, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json(), JSON.stringify(over)).toEqual({ message, code: 'validation' });
    }
    // an edit is held to the same rules
    const w = await create();
    const mid = await counts();
    const res = await call(t.app, a.staff, {
      method: 'PUT',
      url: `/api/maintenance-windows/${w.id}`,
      payload: body({ rrule: 'FREQ=WEEKLY;BYDAY=SU' }),
    });
    expect(res.json()).toEqual({ message: MAINTENANCE_MSG.rruleUnbounded, code: 'validation' });
    expect(await counts()).toEqual(mid);
    expect(mid.w).toBe(before.w + 1);
  });

  it('ends an ongoing window early, keeps what happened when edited, and cancels', async () => {
    const now = Date.now();
    const w = await create({ startsAt: at(now - HOUR), endsAt: at(now + HOUR) });
    expect(w.state).toBe('ongoing');
    const ended = await call(t.app, a.staff, {
      method: 'POST',
      url: `/api/maintenance-windows/${w.id}/end`,
    });
    expect(ended.statusCode).toBe(200);
    const e = ended.json() as MaintenanceWindow;
    expect(e.state).toBe('ended');
    expect(Date.parse(e.last!.endsAt)).toBeLessThanOrEqual(Date.now());
    const again = await call(t.app, a.staff, {
      method: 'POST',
      url: `/api/maintenance-windows/${w.id}/end`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MAINTENANCE_MSG.notInProgress, code: 'conflict' });

    // a recurring window: cancelling keeps the occurrence that happened, drops those to come
    const r = await create({
      startsAt: at(now - 2 * HOUR),
      endsAt: at(now - HOUR),
      rrule: 'FREQ=DAILY;COUNT=5',
    });
    expect(r).toMatchObject({ state: 'scheduled', occurrences: 5 });
    const moved = await call(t.app, a.admin, {
      method: 'PUT',
      url: `/api/maintenance-windows/${r.id}`,
      payload: body({
        title: 'Later each day',
        startsAt: at(now - HOUR / 2),
        endsAt: at(now + HOUR / 2),
        rrule: 'FREQ=DAILY;COUNT=3',
      }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // the past occurrence stays; the new plan's running one and its two later ones are added
    expect(moved.json()).toMatchObject({
      title: 'Later each day',
      state: 'ongoing',
      occurrences: 4,
    });
    const cancelled = await call(t.app, a.admin, {
      method: 'DELETE',
      url: `/api/maintenance-windows/${r.id}`,
    });
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', occurrences: 2, next: null });
    const edit = await call(t.app, a.admin, {
      method: 'PUT',
      url: `/api/maintenance-windows/${r.id}`,
      payload: body(),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: MAINTENANCE_MSG.cancelled, code: 'conflict' });
  });

  it('answers 404 for a window of another workspace, changing nothing', async () => {
    const w = await create();
    for (const [method, url] of [
      ['GET', `/api/maintenance-windows/${w.id}`],
      ['DELETE', `/api/maintenance-windows/${w.id}`],
      ['POST', `/api/maintenance-windows/${w.id}/end`],
    ] as const) {
      const res = await call(t.app, a.otherAdmin, { method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MAINTENANCE_MSG.notFound, code: 'not_found' });
    }
    const still = await call(t.app, a.admin, { url: `/api/maintenance-windows/${w.id}` });
    expect(still.json().state).toBe('scheduled');
  });
});
