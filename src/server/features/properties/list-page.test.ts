// GET /api/properties/page: one page of the list in the list's own order with the total, so the
// dashboard can show its first page before the whole list has arrived (issue 14); the caller's
// workspace only, addresses masked as in the list, bad paging refused with its message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property, PropertyPage } from '../../../contracts/properties.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('a page of the property list', () => {
  let t: TestApp;
  let admin: Actor;
  let other: Actor;
  const get = (actor: Actor, query = '') =>
    call(t.app, actor, { url: `/api/properties/page${query}` });
  const page = async (query = '', actor = admin) => {
    const res = await get(actor, query);
    expect(res.statusCode).toBe(200);
    return res.json<PropertyPage>();
  };

  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_PLAN: 'enterprise' });
    admin = await createActor(t.ctx, 'admin');
    other = await createActor(t.ctx, 'otherAdmin');
    // names out of order, two alike (the id breaks the tie), as the list sorts them
    const names = ['Oak', 'alder', 'Birch', 'Elm', 'Birch', 'Cedar', 'Ash', 'Maple', 'Fir', 'Yew'];
    for (const [i, name] of names.entries()) {
      await addProperty(t.app, admin, { name, ipAddress: `127.0.4.${i + 1}` });
    }
    await addProperty(t.app, other, { name: 'Aaa theirs', ipAddress: '127.0.5.1' });
  });
  afterAll(() => t.close());

  it('is the list cut into pages: the same rows in the same order, with the total', async () => {
    const list = (await call(t.app, admin, { url: '/api/properties' })).json<Property[]>();
    expect(list).toHaveLength(10);
    const first = await page();
    expect(first).toMatchObject({ total: 10, offset: 0, limit: 10 });
    expect(first.properties).toEqual(list);

    const pages = [
      await page('?limit=4'),
      await page('?limit=4&offset=4'),
      await page('?offset=8&limit=4'),
    ];
    expect(pages.map((p) => p.properties.length)).toEqual([4, 4, 2]);
    expect(pages.flatMap((p) => p.properties)).toEqual(list);
    expect(pages.every((p) => p.total === 10)).toBe(true);
    expect((await page('?offset=50')).properties).toEqual([]);
  });

  it("shows only the caller's workspace, its addresses masked as in the list", async () => {
    const theirs = await page('', other);
    expect(theirs.total).toBe(1);
    expect(theirs.properties.map((p) => p.name)).toEqual(['Aaa theirs']);
    expect(theirs.properties[0]).toMatchObject({ ipAddress: '127.0.5.x', maskedIp: true });
    expect((await page()).properties.map((p) => p.name)).not.toContain('Aaa theirs');
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?limit=ten', 'limit must be a whole number from 1 to 100'],
    ['?limit=2.5', 'limit must be a whole number from 1 to 100'],
    ['?offset=-1', 'offset must be a whole number of 0 or more'],
    ['?offset=1e12', 'offset is too large'],
  ])('refuses %s with 400 and its message', async (query, message) => {
    const res = await get(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'validation' });
  });

  it('is not for a caller who is not signed in', async () => {
    expect((await get({ name: 'anonymous' })).statusCode).toBe(401);
  });
});
