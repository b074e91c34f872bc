// GET /api/properties/page with search, status filter, group and sort, and the streamed CSV of
// GET /api/properties/export.csv (issue 32): the dashboard's table answered by the server. What
// it selects and in which order is what the browser computed over the whole list (the same
// functions are run here over GET /api/properties as the reference); the caller's workspace only,
// the search matching addresses as shown (masked), bad input refused with its message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property, PropertyPage } from '../../../contracts/properties.js';
import {
  filterProperties,
  sortProperties,
  type TableSort as Sort,
  type TableSortKey as SortKey,
} from '../../../contracts/property-selection.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { insertProperty } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('the dashboard table answered by the server', () => {
  let t: TestApp;
  let admin: Actor;
  let other: Actor;
  const get = (actor: Actor, url: string) => call(t.app, actor, { url });
  const page = async (query: string, actor = admin) => {
    const res = await get(actor, `/api/properties/page${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<PropertyPage>();
  };
  const names = (p: PropertyPage) => p.properties.map((x) => x.name);

  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_PLAN: 'enterprise' });
    admin = await createActor(t.ctx, 'admin');
    other = await createActor(t.ctx, 'otherAdmin');
    const pool = t.ctx.database.pool;
    const seeds = [
      ['Site 10', 'online', 12, 'Harbor Road'],
      ['site 9', 'offline', null, 'Elm Street'],
      ['Site 2', 'timeout', null, 'HARBOR Road'],
      ['Depot', 'online', 3, 'Elm Street'],
      ['Annex', 'unknown', null, 'Mill Lane'],
      ['=Formula Yard', 'online', 40, 'Yard Street'],
      ['Depot', 'offline', null, 'Elm Street'],
      ['Birch', 'online', 7, 'Mill Lane'],
    ] as const;
    for (const [i, [name, status, rt, address]] of seeds.entries()) {
      const id = await insertProperty(pool, admin.workspaceId!, {
        name,
        status,
        address,
        ip: `127.0.6.${i + 1}`,
      });
      // response times and last checks apart, one never checked
      await pool.query(
        `UPDATE property_schedule SET response_time = $2,
                last_check = CASE WHEN $3 THEN NULL ELSE now() - make_interval(mins => $4) END
          WHERE property_id = $1`,
        [id, rt, name === 'Annex', i * 3],
      );
    }
    await insertProperty(pool, other.workspaceId!, { name: 'Site theirs', ip: '127.0.7.1' });
  });
  afterAll(() => t.close());

  const whole = async () =>
    (await get(admin, '/api/properties')).json<Property[]>().map((p) => p.name + p.id);

  it('searches, filters and sorts as the browser did over the whole list', async () => {
    const list = (await get(admin, '/api/properties')).json<Property[]>();
    const cases: { search: string; status: 'all' | 'online' | 'offline' | 'timeout' }[] = [
      { search: '', status: 'all' },
      { search: 'harbor', status: 'all' },
      { search: 'SITE', status: 'offline' },
      { search: '', status: 'online' },
      { search: '127.0.6', status: 'all' },
    ];
    const sorts: (Sort | null)[] = [null];
    for (const key of ['name', 'status', 'responseTime', 'lastCheck'] as SortKey[]) {
      sorts.push({ key, direction: 'ascending' }, { key, direction: 'descending' });
    }
    for (const c of cases) {
      for (const sort of sorts) {
        const expected = sortProperties(filterProperties(list, c.search, c.status), sort);
        const q = new URLSearchParams({ search: c.search, status: c.status, limit: '100' });
        if (sort) {
          q.set('sort', sort.key);
          q.set('direction', sort.direction);
        }
        const got = await page(`?${q}`);
        expect(got.total, `${q}`).toBe(expected.length);
        expect(got.properties, `${q}`).toEqual(expected);
      }
    }
  });

  it('a search typed letter by letter (and back) answers as the browser did at each step', async () => {
    const list = (await get(admin, '/api/properties')).json<Property[]>();
    const sort: Sort = { key: 'responseTime', direction: 'descending' };
    for (const search of ['e', 'el', 'elm', 'elm s', 'el', 'e', '127.0.6', '127.0.6.1', 'x']) {
      const expected = sortProperties(filterProperties(list, search, 'all'), sort);
      const got = await page(
        `?${new URLSearchParams({ search, sort: sort.key, direction: sort.direction })}`,
      );
      expect(got.properties, search).toEqual(expected);
    }
  });

  it('pages a selection with its own total, and names sort as numbers within text', async () => {
    const q = '?search=site&sort=name&direction=ascending&limit=2';
    const first = await page(q);
    expect(first).toMatchObject({ total: 3, offset: 0, limit: 2 });
    expect(names(first)).toEqual(['Site 2', 'site 9']);
    expect(names(await page(`${q}&offset=2`))).toEqual(['Site 10']);
    // descending: nulls (never checked) still last; equal names keep the list's order
    const byCheck = await page('?sort=lastCheck&direction=descending&limit=100');
    expect(names(byCheck).at(-1)).toBe('Annex');
    const depots = (await page('?search=depot&sort=name&direction=descending')).properties;
    expect(depots.map((p) => p.id)).toEqual([...depots.map((p) => p.id)].sort((a, b) => a - b));
  });

  it('matches the address as shown: a masked last octet is not searchable', async () => {
    expect((await page('?search=127.0.6.x')).total).toBe(8);
    expect((await page('?search=127.0.6.3')).total).toBe(0);
    expect((await page('?search=0.6.x&status=timeout')).properties).toMatchObject([
      { name: 'Site 2', ipAddress: '127.0.6.x', maskedIp: true },
    ]);
  });

  it("selects only the caller's workspace", async () => {
    expect((await page('?search=site')).properties.map((p) => p.name)).not.toContain('Site theirs');
    const theirs = await page('?search=site', other);
    expect(theirs).toMatchObject({ total: 1, properties: [{ name: 'Site theirs' }] });
    expect((await page('?search=birch', other)).total).toBe(0);
  });

  it('filters by group, and sees a property added or a status changed at once', async () => {
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/groups',
      payload: { name: 'Harbour' },
    });
    expect(res.statusCode).toBe(201);
    const groupId = res.json<{ id: number }>().id;
    const pool = t.ctx.database.pool;
    await pool.query(
      `UPDATE properties SET group_id = $1 WHERE workspace_id = $2 AND address ILIKE 'harbor%'`,
      [groupId, admin.workspaceId],
    );
    expect(names(await page(`?groupId=${groupId}&sort=name`))).toEqual(['Site 2', 'Site 10']);
    expect((await page(`?groupId=${groupId}`, other)).total).toBe(0);

    const before = await whole();
    await insertProperty(pool, admin.workspaceId!, { name: 'Zinc', status: 'timeout' });
    await pool.query(`UPDATE properties SET status = 'timeout' WHERE name = 'Birch'`);
    expect((await page('?limit=100')).total).toBe(before.length + 1);
    expect(names(await page('?status=timeout&sort=name'))).toEqual(['Birch', 'Site 2', 'Zinc']);
  });

  it("reads the properties named by ids, in the list order, of the caller's workspace only", async () => {
    const list = (await get(admin, '/api/properties')).json<Property[]>();
    const [a, b, c] = [list[3]!, list[0]!, list[5]!];
    const theirs = (await page('?search=site', other)).properties[0]!;
    const got = await page(`?ids=${c.id},${a.id},${b.id},${theirs.id},${c.id}`);
    expect(got.total).toBe(3);
    // fresh rows, shaped as the list shapes them, in its order (name, then id)
    expect(got.properties).toEqual(list.filter((p) => [a.id, b.id, c.id].includes(p.id)));
    expect(got.properties.map((p) => p.name)).not.toContain('Site theirs');
    // the other workspace's caller does not read ours by id
    expect((await page(`?ids=${a.id},${b.id}`, other)).total).toBe(0);
    expect((await page(`?ids=${theirs.id}`, other)).properties).toMatchObject([
      { name: 'Site theirs' },
    ]);
    // a hundred is allowed
    const many = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await get(admin, `/api/properties/page?ids=${many}`)).statusCode).toBe(200);
  });

  it('filters the properties in no group with groupId=none', async () => {
    const list = (await get(admin, '/api/properties')).json<Property[]>();
    const got = await page('?groupId=none&limit=100');
    expect(got.properties).toEqual(list.filter((p) => p.groupId === null));
    expect(got.total).toBeLessThan(list.length);
  });

  it.each([
    '',
    'a',
    '1,,2',
    '1,2,',
    '0',
    '-1',
    '1.5',
    '2147483648',
    Array.from({ length: 101 }, (_, i) => i + 1).join(','),
  ])('refuses ids=%s with 400 and its message', async (ids) => {
    const res = await get(admin, `/api/properties/page?ids=${ids}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'ids must be 1 to 100 property ids separated by commas',
      code: 'validation',
    });
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?sort=uptime', 'sort must be one of name, status, responseTime, lastCheck'],
    ['?sort=name&direction=up', 'direction must be ascending or descending'],
    ['?status=unknown', 'status must be one of all, online, offline, timeout'],
    ['?groupId=-3', 'groupId must be a group id'],
    [`?search=${'a'.repeat(201)}`, 'search must be at most 200 characters'],
  ])('refuses %s with 400 and its message', async (query, message) => {
    for (const path of ['/api/properties/page', '/api/properties/export.csv']) {
      if (path.endsWith('.csv') && query.startsWith('?limit')) continue;
      const res = await get(admin, `${path}${query}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toEqual({ message, code: 'validation' });
    }
  });

  it('streams the export: the selection in its order, addresses as shown, formulas neutralised', async () => {
    const res = await get(admin, '/api/properties/export.csv?search=e&sort=name');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="properties-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Address,IP Address,Type,Status,Response Time (ms),Uptime 24h (%),Uptime 7d (%),Last Check',
    );
    const expected = (await page('?search=e&sort=name&limit=100')).properties;
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(
      expected.map((p) => (p.name.startsWith('=') ? `'${p.name}` : p.name)),
    );
    expect(res.body).toContain("'=Formula Yard,Yard Street,127.0.6.x,residential,online,40,");
    expect(res.body).not.toContain('Site theirs');
    // every property, none asked
    const all = await get(admin, '/api/properties/export.csv');
    expect(all.body.trim().split('\r\n')).toHaveLength((await whole()).length + 1);
  });

  it('is not for a caller who is not signed in', async () => {
    expect((await get({ name: 'anonymous' }, '/api/properties/page?search=a')).statusCode).toBe(
      401,
    );
    expect((await get({ name: 'anonymous' }, '/api/properties/export.csv')).statusCode).toBe(401);
  });
});
