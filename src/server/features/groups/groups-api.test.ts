// The groups API with real PostgreSQL: who may do what, every refusal with its exact message and
// nothing changed (cycle, upstream inside its own group, another workspace's upstream or parent,
// a taken name), bulk assignment, the list filter, and deleting a group leaving its members.
import { describe, expect, it } from 'vitest';
import { GROUP_MSG, type Group } from '../../../contracts/groups.js';
import { adminsOnly, byRole, call, expectMatrix, type Actor } from '../../test/actors.js';
import { insertProperty } from '../../test/factories.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';

describe('groups API', () => {
  const { t, a } = useTestAppWithActors();
  const pool = () => t.ctx.database.pool;
  let seq = 0;
  const post = (who: Actor, payload: object) =>
    call(t.app, who, { method: 'POST', url: '/api/groups', payload });
  const create = async (over: Record<string, unknown> = {}, who: Actor = a.admin) => {
    const res = await post(who, { name: `Group ${++seq}`, ...over });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Group;
  };
  const put = (id: number, payload: object) =>
    call(t.app, a.admin, { method: 'PUT', url: `/api/groups/${id}`, payload });
  const assign = (who: Actor, groupId: number | null, propertyIds: number[]) =>
    call(t.app, who, {
      method: 'POST',
      url: '/api/groups/assign',
      payload: { groupId, propertyIds },
    });
  const property = (name: string, ws = a.admin.workspaceId!) =>
    insertProperty(pool(), ws, { name });
  const snapshot = async () =>
    (
      await pool().query(
        `SELECT (SELECT json_agg(g ORDER BY id) FROM property_groups g) AS g,
                (SELECT json_agg(json_build_object('id', id, 'g', group_id) ORDER BY id)
                   FROM properties) AS p`,
      )
    ).rows[0];
  const expectRefused = async (
    res: { statusCode: number; json(): unknown },
    status: number,
    message: string,
    before: unknown,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message });
    expect(await snapshot()).toEqual(before);
  };

  it('route x actor: admins manage groups, staff assign, viewers read, other workspaces see none', async () => {
    const p = await property('Matrix House');
    await expectMatrix(t.app, a, [
      { method: 'GET', url: '/api/groups', expect: byRole(200, 200, 200) },
      {
        method: 'POST',
        url: '/api/groups',
        body: () => ({ name: `M ${++seq}` }),
        expect: adminsOnly(201),
      },
      {
        method: 'GET',
        url: async () => `/api/groups/${(await create()).id}`,
        expect: byRole(200, 200, 200, 404),
      },
      {
        method: 'PUT',
        url: async () => `/api/groups/${(await create()).id}`,
        body: () => ({ name: `Renamed ${++seq}` }),
        expect: byRole(403, 403, 200, 404),
      },
      {
        method: 'DELETE',
        url: async () => `/api/groups/${(await create()).id}`,
        expect: byRole(403, 403, 204, 404),
      },
      {
        method: 'POST',
        url: '/api/groups/assign',
        body: { groupId: null, propertyIds: [p] },
        // another workspace's admin: the property is not theirs
        expect: byRole(403, 200, 200, 400),
      },
    ]);
  });

  it('creates a tree of groups with upstreams and lists them with their member counts', async () => {
    const line = await property('Provider line');
    const router = await property('Campus router');
    const provider = await create({ name: 'Provider circuit', upstreamPropertyId: line });
    const campus = await create({
      name: 'Oak Campus',
      upstreamPropertyId: router,
      parentGroupId: provider.id,
    });
    expect(campus).toMatchObject({
      name: 'Oak Campus',
      upstreamPropertyId: router,
      parentGroupId: provider.id,
      memberCount: 0,
    });
    // the campus router sits behind the provider line: a member of the group above
    expect((await assign(a.staff, provider.id, [router])).json()).toEqual({ updated: 1 });
    const list = (await call(t.app, a.viewer, { url: '/api/groups' })).json() as Group[];
    expect(list.find((g) => g.id === provider.id)).toMatchObject({ memberCount: 1 });
  });

  it('refuses a dependency cycle with its message, changing nothing', async () => {
    const g1 = await create();
    const g2 = await create({ parentGroupId: g1.id });
    const g3 = await create({ parentGroupId: g2.id });
    const before = await snapshot();
    await expectRefused(
      await put(g1.id, { name: g1.name, parentGroupId: g3.id }),
      400,
      'A group cannot depend on itself: this parent group would make a dependency cycle',
      before,
    );
    await expectRefused(
      await put(g1.id, { name: g1.name, parentGroupId: g1.id }),
      400,
      GROUP_MSG.cycle,
      before,
    );
  });

  it('refuses an upstream that is a member of its group or of a group below it', async () => {
    const top = await create();
    const below = await create({ parentGroupId: top.id });
    const member = await property('Member House');
    const deep = await property('Deep House');
    expect((await assign(a.admin, top.id, [member])).statusCode).toBe(200);
    expect((await assign(a.admin, below.id, [deep])).statusCode).toBe(200);
    const before = await snapshot();
    const message = "A group's upstream cannot be a member of that group or of a group below it";
    await expectRefused(
      await put(top.id, { name: top.name, upstreamPropertyId: member }),
      400,
      message,
      before,
    );
    await expectRefused(
      await put(top.id, { name: top.name, upstreamPropertyId: deep }),
      400,
      message,
      before,
    );
    // the other way round: the upstream put into its own group, alone or in a bulk call
    const gateway = await property('Gateway');
    const g = await create({ upstreamPropertyId: gateway });
    const kid = await create({ parentGroupId: g.id });
    const other = await property('Other House');
    const now = await snapshot();
    await expectRefused(await assign(a.admin, kid.id, [other, gateway]), 400, message, now);
    await expectRefused(
      await call(t.app, a.admin, {
        method: 'PUT',
        url: `/api/properties/${gateway}`,
        payload: {
          name: 'Gateway',
          address: 'Gateway Road',
          type: 'residential',
          permissionConfirmed: true,
          groupId: g.id,
        },
      }),
      400,
      message,
      now,
    );
  });

  it("refuses another workspace's upstream, parent, property and group, and a taken name", async () => {
    const theirs = await property('Their House', a.otherAdmin.workspaceId!);
    const theirGroup = await create({}, a.otherAdmin);
    const mine = await create({ name: 'Birch Campus' });
    const before = await snapshot();
    await expectRefused(
      await post(a.admin, { name: 'X', upstreamPropertyId: theirs }),
      400,
      'The upstream property does not exist in this workspace',
      before,
    );
    await expectRefused(
      await post(a.admin, { name: 'X', parentGroupId: theirGroup.id }),
      400,
      'The parent group does not exist in this workspace',
      before,
    );
    await expectRefused(
      await post(a.admin, { name: 'birch campus' }),
      409,
      'A group with this name already exists',
      before,
    );
    await expectRefused(
      await assign(a.admin, mine.id, [theirs]),
      400,
      'One of the chosen properties does not exist in this workspace',
      before,
    );
    await expectRefused(
      await assign(a.admin, theirGroup.id, [await property('Mine')]),
      400,
      'Group not found',
      await snapshot(),
    );
    expect((await call(t.app, a.admin, { url: `/api/groups/${theirGroup.id}` })).statusCode).toBe(
      404,
    );
    const empty = await post(a.admin, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Group name is required' });
  });

  it('bulk assigns, filters the list by group, unassigns, and deleting a group keeps its members', async () => {
    const g = await create({ name: 'Maple Court' });
    const ids = await Promise.all([1, 2, 3].map((n) => property(`Maple ${n}`)));
    const outside = await property('Elsewhere');
    const res = await assign(a.staff, g.id, ids);
    expect(res.json()).toEqual({ updated: 3 });
    const listed = (
      await call(t.app, a.viewer, { url: `/api/properties?groupId=${g.id}` })
    ).json() as Array<{ id: number; groupId: number | null }>;
    expect(listed.map((p) => p.id).sort()).toEqual([...ids].sort());
    expect(listed.every((p) => p.groupId === g.id)).toBe(true);
    const all = (await call(t.app, a.viewer, { url: '/api/properties' })).json() as Array<{
      id: number;
      groupId: number | null;
    }>;
    expect(all.find((p) => p.id === outside)).toMatchObject({ groupId: null });
    expect((await call(t.app, a.viewer, { url: '/api/properties?groupId=x' })).statusCode).toBe(
      400,
    );

    expect((await assign(a.admin, null, [ids[0]!])).json()).toEqual({ updated: 1 });
    const del = await call(t.app, a.admin, { method: 'DELETE', url: `/api/groups/${g.id}` });
    expect(del.statusCode).toBe(204);
    const left = await pool().query(`SELECT group_id FROM properties WHERE id = ANY($1)`, [ids]);
    expect(left.rows).toEqual([{ group_id: null }, { group_id: null }, { group_id: null }]);
  });

  it("assigns every property a page's selection shows (issue 32), refusing none, too many or both", async () => {
    const g = await create({ name: 'Cedar Row' });
    const pool_ = pool();
    const ws = a.admin.workspaceId!;
    const cedars = await Promise.all([1, 2, 3].map((n) => property(`Cedar ${n}`)));
    const down = await insertProperty(pool_, ws, { name: 'Cedar 4', status: 'offline' });
    const pine = await property('Pine 1');
    // another workspace's property the search matches is never touched
    const theirs = await property('Cedar theirs', a.otherAdmin.workspaceId!);
    const assignBody = (payload: object, who: Actor = a.staff) =>
      call(t.app, who, { method: 'POST', url: '/api/groups/assign', payload });
    const selecting = (selection: object, who: Actor = a.staff, groupId: number | null = g.id) =>
      assignBody({ groupId, selection }, who);
    const groupOf = async (ids: number[]) =>
      (
        await pool_.query(`SELECT group_id FROM properties WHERE id = ANY($1) ORDER BY id`, [ids])
      ).rows.map((r) => r.group_id as number | null);

    // the status filter and the search, as GET /api/properties/page reads them
    const offline = await selecting({ search: 'cedar', status: 'offline' });
    expect(offline.json()).toEqual({ updated: 1 });
    expect(await groupOf([down, ...cedars])).toEqual([null, null, null, g.id]);
    const res = await selecting({ search: 'CEDAR' });
    expect(res.json()).toEqual({ updated: 4 });
    expect(await groupOf([...cedars, down, pine, theirs])).toEqual([
      g.id,
      g.id,
      g.id,
      g.id,
      null,
      null,
    ]);
    // the group filter: its members out of every group
    expect((await selecting({ groupId: g.id }, a.admin, null)).json()).toEqual({ updated: 4 });
    expect(await groupOf([...cedars, down])).toEqual([null, null, null, null]);
    // a viewer may not; the other workspace's admin selects only their own
    expect((await selecting({ search: 'cedar' }, a.viewer)).statusCode).toBe(403);

    const before = await snapshot();
    await expectRefused(
      await selecting({ search: 'no such place' }),
      400,
      'No property matches the search and filters',
      before,
    );
    await expectRefused(
      await assignBody({ groupId: g.id, propertyIds: [pine], selection: { search: 'pine' } }),
      400,
      'Send propertyIds or selection, not both',
      before,
    );
    await expectRefused(
      await assignBody({ groupId: g.id }),
      400,
      'Choose at least one property',
      before,
    );
    await expectRefused(
      await selecting({ status: 'sleeping' }),
      400,
      'status must be one of all, online, offline, timeout',
      before,
    );
    // more than MAX_BULK_ASSIGN selected: refused whole, nothing assigned
    await pool_.query(
      `INSERT INTO properties (workspace_id, name, address, ip_address, type, status, permission_confirmed)
       SELECT $1, 'Bulk ' || n, 'Bulk Road', '127.0.9.1', 'residential', 'online', true
         FROM generate_series(1, 5001) n`,
      [ws],
    );
    await expectRefused(
      await selecting({ search: 'bulk' }),
      400,
      'At most 5000 properties at a time',
      await snapshot(),
    );
  });
});
