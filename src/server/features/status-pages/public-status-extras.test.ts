// The public page's extras (issue 27): what happened on each day of the 90-day bar (posted
// incidents and confirmed outages, in the tooltip and the table), a badge per shown property, and
// a section showing all of the workspace's properties, new ones included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../contracts/messages.js';
import { PUBLIC_STATUS_MSG } from '../../../contracts/public-status.js';
import { STATUS_PAGE_MSG } from '../../../contracts/status-pages.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty, insertDaily, insertIncident } from '../../test/factories.js';
import { poolCheckouts } from '../../test/pool-checkouts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let seq = 0;
const slug = (tag: string) => `${tag}-${Date.now().toString(36)}-${seq++}`;
const today = () => new Date().toISOString().slice(0, 10);
/** a page is too long to print when a check of it fails: say only what was missing */
const expectIn = (html: string, part: string) =>
  expect(html.includes(part), `page lacks ${part}`).toBe(true);

describe('public status page extras', () => {
  let t: TestApp;
  let admin: Actor;
  const publish = async (body: object) => {
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/status-pages',
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; slug: string };
  };
  const view = async (s: string) => (await t.app.inject({ url: `/api/public/status/${s}` })).json();

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.changes?.listening();
    admin = await createActor(t.ctx, 'admin');
  });
  afterAll(() => t.close());

  it("lists a day's posted incidents and confirmed outages on its bar and in the table", async () => {
    const p = await addProperty(t.app, admin, { name: 'Elm Yard', ipAddress: '127.0.0.61' });
    const quiet = await addProperty(t.app, admin, { name: 'Fir Lane', ipAddress: '127.0.0.62' });
    const pool = t.ctx.database.pool;
    // two outages today (10 and 5 minutes), one two days ago; none for Fir Lane
    await insertIncident(pool, admin.workspaceId!, p.id, 30, 10);
    await insertIncident(pool, admin.workspaceId!, p.id, 15, 5);
    await insertIncident(pool, admin.workspaceId!, p.id, 2 * 24 * 60 + 5, 3);
    await insertDaily(pool, p.id, 2, { checks: 100, ups: 97 });
    const s = slug('elm');
    const page = await publish({
      title: 'Elm',
      slug: s,
      sections: [
        { name: 'Yards', shownProperties: [{ propertyId: p.id }, { propertyId: quiet.id }] },
      ],
    });
    const posted = await call(t.app, admin, {
      method: 'POST',
      url: `/api/status-pages/${page.id}/incidents`,
      payload: { title: 'Fibre cut <east>', message: 'Crew on site', propertyIds: [p.id] },
    });
    expect(posted.statusCode, posted.body).toBe(201);

    const v = await view(s);
    const [elm, fir] = v.sections[0].properties;
    const todayOfElm = elm.days.find((d: { date: string }) => d.date === today());
    expect(todayOfElm.incidents).toEqual(['Fibre cut <east>']);
    expect(todayOfElm.outages).toEqual({ count: 2, minutes: 15 });
    const twoAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    // an outage across midnight counts on each day it touched; this one did not cross
    expect(elm.days.find((d: { date: string }) => d.date === twoAgo)).toMatchObject({
      uptime: 97,
      outages: { count: 1, minutes: 3 },
    });
    // a day without events carries no extra fields; the other property has none at all
    expect(elm.days[0]).toEqual({ date: elm.days[0].date, uptime: null });
    expect(fir.days.every((d: object) => Object.keys(d).length === 2)).toBe(true);
    expect(JSON.stringify(v)).not.toContain('127.0.0.6');

    const html = (await t.app.inject({ url: `/status/${s}` })).body;
    const label = `Offline twice, 15 min in all. Incident: Fibre cut &lt;east&gt;`;
    // the page of all properties: today is named, the other days' lines are compact data
    expectIn(html, label);
    expectIn(
      html,
      `data-e="{&quot;87&quot;:[&quot;Offline once, 3 min&quot;],&quot;89&quot;:[&quot;Offline twice, 15 min in all&quot;,&quot;Incident: Fibre cut &lt;east&gt;&quot;]}"`,
    );
    expectIn(
      html,
      `<a class="days" href="/status/${s}/properties/${p.id}">Daily figures of Elm Yard as a table</a>`,
    );
    expect(html.includes('127.0.0.6')).toBe(false);
    // the property's own page: every day with its tooltip, and the table
    const days = await t.app.inject({ url: `/status/${s}/properties/${p.id}` });
    expect(days.statusCode).toBe(200);
    expect(days.headers['content-type']).toBe('text/html; charset=utf-8');
    expectIn(
      days.body,
      '<span>Offline twice, 15 min in all</span><span>Incident: Fibre cut &lt;east&gt;</span>',
    );
    expectIn(
      days.body,
      '<td>Offline twice, 15 min in all<br>Incident: Fibre cut &lt;east&gt;</td>',
    );
    expectIn(days.body, '<th scope="col">Incidents and outages</th>');
    expectIn(days.body, '<caption>Daily uptime and incidents of Elm Yard</caption>');
    expect(days.body.includes('127.0.0.6')).toBe(false);
    // kept: a repeat is 304; a property the page does not show is 404
    const again = await t.app.inject({
      url: `/status/${s}/properties/${p.id}`,
      headers: { 'if-none-match': String(days.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const other = await addProperty(t.app, admin, { name: 'Not Shown', ipAddress: '127.0.0.63' });
    const hidden = await t.app.inject({ url: `/status/${s}/properties/${other.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(PUBLIC_STATUS_MSG.propertyNotShown);
  });

  it('shows a page-wide incident (no property named) on every bar of the page', async () => {
    const a = await addProperty(t.app, admin, { name: 'Gum Row' });
    const b = await addProperty(t.app, admin, { name: 'Hazel Row' });
    const s = slug('rows');
    const page = await publish({
      title: 'Rows',
      slug: s,
      sections: [{ name: 'Rows', shownProperties: [{ propertyId: a.id }, { propertyId: b.id }] }],
    });
    await call(t.app, admin, {
      method: 'POST',
      url: `/api/status-pages/${page.id}/incidents`,
      payload: { title: 'Upstream provider outage', message: 'Everything is affected' },
    });
    const v = await view(s);
    for (const prop of v.sections[0].properties) {
      expect(prop.days.at(-1).incidents).toEqual(['Upstream provider outage']);
    }
  });

  it('answers a badge per shown property: its state or uptime, kept, never another property', async () => {
    const p = await addProperty(t.app, admin, { name: 'Ivy Court', ipAddress: '127.0.0.71' });
    const hidden = await addProperty(t.app, admin, {
      name: 'Juniper Court',
      ipAddress: '127.0.0.72',
    });
    const pool = t.ctx.database.pool;
    await pool.query(`UPDATE properties SET status = 'online' WHERE id = $1`, [p.id]);
    await insertDaily(pool, p.id, 1, { checks: 200, ups: 199 });
    const s = slug('ivy');
    await publish({
      title: 'Ivy',
      slug: s,
      sections: [{ name: 'Courts', shownProperties: [{ propertyId: p.id, displayName: 'Ivy' }] }],
    });
    const url = `/status/${s}/properties/${p.id}/badge.svg`;
    const state = await t.app.inject({ url });
    expect(state.statusCode).toBe(200);
    expect(state.headers['content-type']).toBe('image/svg+xml');
    expect(state.headers['cache-control']).toBe('public, max-age=60');
    expect(state.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(state.body).toContain('<title>Ivy: Operational</title>');
    expect(state.body).not.toContain('127.0.0.71');
    expect(state.body).not.toContain('Ivy Court');
    const uptime = await t.app.inject({ url: `${url}?show=uptime` });
    expect(uptime.body).toContain('<title>Ivy: 99.50% uptime over 90 days</title>');

    // kept: a repeat costs no query, and its ETag answers 304
    const queries = await poolCheckouts(pool, async () => {
      const again = await t.app.inject({ url, headers: { 'if-none-match': state.headers.etag } });
      expect(again.statusCode).toBe(304);
      expect((await t.app.inject({ url: `${url}?show=uptime` })).statusCode).toBe(200);
    });
    expect(queries).toBe(0);

    await pool.query(`UPDATE properties SET status = 'offline' WHERE id = $1`, [p.id]);
    expect((await t.app.inject({ url })).body).toContain('<title>Ivy: Outage</title>');

    const notShown = await t.app.inject({ url: `/status/${s}/properties/${hidden.id}/badge.svg` });
    expect(notShown.statusCode).toBe(404);
    expect(notShown.json()).toEqual({
      message: PUBLIC_STATUS_MSG.propertyNotShown,
      code: 'not_found',
    });
    const badShow = await t.app.inject({ url: `${url}?show=ip` });
    expect(badShow.statusCode).toBe(400);
    expect(badShow.json().message).toBe('show must be state or uptime');
    const badId = await t.app.inject({ url: `/status/${s}/properties/abc/badge.svg` });
    // a path that names no property at all is not found, as everywhere in the app
    expect([badId.statusCode, badId.json().message]).toEqual([404, MSG.notFound]);
    expect(
      (await t.app.inject({ url: `/status/no-such-page/properties/${p.id}/badge.svg` })).statusCode,
    ).toBe(404);
  });

  it("asks for a protected page's password before a property's badge", async () => {
    const p = await addProperty(t.app, admin, { name: 'Kauri House' });
    const s = slug('kauri');
    await publish({
      title: 'Kauri',
      slug: s,
      visibility: 'password',
      password: 'tenants-only',
      sections: [{ name: 'Houses', shownProperties: [{ propertyId: p.id }] }],
    });
    const url = `/status/${s}/properties/${p.id}/badge.svg`;
    const refused = await t.app.inject({ url });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: PUBLIC_STATUS_MSG.passwordNeeded,
      code: 'unauthorized',
    });
    const allowed = await t.app.inject({
      url,
      headers: { 'x-status-page-password': 'tenants-only' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['cache-control']).toBe('private, no-cache');
  });

  it('shows every property of the workspace in an "all properties" section, new ones included', async () => {
    const other = await createActor(t.ctx, 'admin');
    const chosen = await addProperty(t.app, other, { name: 'Zed Tower', ipAddress: '127.0.0.81' });
    const rest = await addProperty(t.app, other, { name: 'Bay Tower', ipAddress: '127.0.0.82' });
    const s = slug('all');
    const res = await call(t.app, other, {
      method: 'POST',
      url: '/api/status-pages',
      payload: {
        title: 'All towers',
        slug: s,
        sections: [
          { name: 'Main', shownProperties: [{ propertyId: chosen.id, displayName: 'Zed' }] },
          { name: 'Everything else', allProperties: true },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().sections.map((x: { allProperties: boolean }) => x.allProperties)).toEqual([
      false,
      true,
    ]);
    const names = async () =>
      (await view(s)).sections.map((x: { properties: Array<{ name: string }> }) =>
        x.properties.map((p) => p.name),
      );
    expect(await names()).toEqual([['Zed'], ['Bay Tower']]);

    // a property added later appears without an edit of the page; a deleted one leaves it
    const later = await addProperty(t.app, other, { name: 'Ash Tower', ipAddress: '127.0.0.83' });
    expect(await names()).toEqual([['Zed'], ['Ash Tower', 'Bay Tower']]);
    await call(t.app, other, { method: 'DELETE', url: `/api/properties/${rest.id}` });
    expect(await names()).toEqual([['Zed'], ['Ash Tower']]);
    // another workspace's properties never show
    expect(JSON.stringify(await view(s))).not.toContain('Elm Yard');

    // incidents may name a property shown through the section; it gets its badge too
    const page = res.json();
    const posted = await call(t.app, other, {
      method: 'POST',
      url: `/api/status-pages/${page.id}/incidents`,
      payload: { title: 'Ash Tower down', message: 'Looking', propertyIds: [later.id] },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const badge = await t.app.inject({ url: `/status/${s}/properties/${later.id}/badge.svg` });
    expect(badge.statusCode).toBe(200);
  });

  it('refuses two "all properties" sections and changes nothing', async () => {
    const s = slug('twice');
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/status-pages',
      payload: {
        title: 'Twice',
        slug: s,
        sections: [
          { name: 'One', allProperties: true },
          { name: 'Two', allProperties: true },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STATUS_PAGE_MSG.allPropertiesTwice);
    expect((await t.app.inject({ url: `/api/public/status/${s}` })).statusCode).toBe(404);
  });
});
