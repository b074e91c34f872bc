import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_PAGE_MSG, type StatusPageBody } from '../../../contracts/status-pages.js';
import { TRACKED_INCIDENT_MSG } from '../../../contracts/tracked-incidents.js';
import {
  adminsOnly,
  byRole,
  call,
  createActor,
  createActors,
  everyone,
  expectMatrix,
  type Actor,
  type Actors,
} from '../../test/actors.js';
import { addProperty, setPlan } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let seq = 0;
const slug = (tag = 'page') => `${tag}-${Date.now().toString(36)}-${seq++}`;

describe('status pages API', () => {
  let t: TestApp;
  let a: Actors;
  const count = async (table: string) =>
    Number((await t.ctx.database.pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  const create = (actor: Actor, body: StatusPageBody) =>
    call(t.app, actor, { method: 'POST', url: '/api/status-pages', payload: body });
  const freshPage = async (actor: Actor = a.admin) => {
    const res = await create(actor, { title: 'Fresh', slug: slug('fresh') });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await createActors(t.ctx);
  });
  afterAll(() => t.close());

  it('route x actor: admins manage, staff and admins post incidents, viewers read', async () => {
    const page = await freshPage();
    await expectMatrix(t.app, a, [
      { method: 'GET', url: '/api/status-pages', expect: everyone(200) },
      {
        method: 'POST',
        url: '/api/status-pages',
        body: () => ({ title: 'Matrix', slug: slug('matrix') }),
        expect: adminsOnly(201),
      },
      { method: 'GET', url: `/api/status-pages/${page}`, expect: byRole(200, 200, 200, 404) },
      {
        method: 'PUT',
        url: `/api/status-pages/${page}`,
        body: () => ({ title: 'Renamed', slug: slug('renamed') }),
        expect: adminsOnly(200, 404),
      },
      {
        method: 'POST',
        url: `/api/status-pages/${page}/incidents`,
        body: { title: 'Down', message: 'Looking into it' },
        expect: byRole(403, 201, 201, 404),
      },
      {
        method: 'DELETE',
        url: async () => `/api/status-pages/${await freshPage()}`,
        expect: adminsOnly(204, 404),
      },
    ]);
  });

  it('publishes a page with two sections; the public JSON shows names, never an IP', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const p1 = await addProperty(t.app, admin, { name: 'Maple Court A', address: '1 Maple Court' });
    const p2 = await addProperty(t.app, admin, { name: 'Maple Court B', address: '2 Maple Court' });
    const s = slug('maple');
    const res = await create(admin, {
      title: 'Maple Court',
      slug: s,
      description: 'Internet at Maple Court',
      sections: [
        { name: 'Building A', shownProperties: [{ propertyId: p1.id, showAddress: true }] },
        { name: 'Building B', shownProperties: [{ propertyId: p2.id, displayName: 'Lobby' }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const page = res.json();
    expect(page.url).toBe(`/status/${s}`);
    expect(page.sections).toEqual([
      {
        name: 'Building A',
        allProperties: false,
        shownProperties: [
          {
            propertyId: p1.id,
            propertyName: 'Maple Court A',
            displayName: null,
            showAddress: true,
          },
        ],
      },
      {
        name: 'Building B',
        allProperties: false,
        shownProperties: [
          {
            propertyId: p2.id,
            propertyName: 'Maple Court B',
            displayName: 'Lobby',
            showAddress: false,
          },
        ],
      },
    ]);
    const pub = await t.app.inject({ url: `/api/public/status/${s}` });
    expect(pub.statusCode, pub.body).toBe(200);
    const view = pub.json();
    expect(view.overall).toBe('operational');
    expect(view.sections.map((x: { name: string }) => x.name)).toEqual([
      'Building A',
      'Building B',
    ]);
    expect(view.sections[0].properties[0]).toMatchObject({
      name: 'Maple Court A',
      address: '1 Maple Court',
      state: 'unknown',
    });
    expect(view.sections[1].properties[0]).toMatchObject({ name: 'Lobby', address: null });
    expect(view.sections[0].properties[0].days).toHaveLength(90);
    for (const ip of [p1.ipAddress, p2.ipAddress]) expect(pub.body).not.toContain(ip);
    const html = await t.app.inject({ url: `/status/${s}` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('All systems operational');
    expect(html.body).toContain('Lobby');
    for (const ip of [p1.ipAddress, p2.ipAddress]) expect(html.body).not.toContain(ip);
  });

  it('refuses bad input with a clear 4xx and its code, changing nothing', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const other = await createActor(t.ctx, 'admin');
    const theirs = await addProperty(t.app, other);
    const taken = slug('taken');
    expect((await create(admin, { title: 'First', slug: taken })).statusCode).toBe(201);
    const before = [await count('status_pages'), await count('status_page_sections')];
    const cases: Array<[StatusPageBody, number, string, string]> = [
      [{ title: 'Again', slug: taken }, 409, 'conflict', STATUS_PAGE_MSG.slugTaken],
      [{ title: 'R', slug: 'admin' }, 400, 'validation', STATUS_PAGE_MSG.slugReserved('admin')],
      [{ title: 'R', slug: 'Has Space' }, 400, 'validation', STATUS_PAGE_MSG.slugInvalid],
      [{ title: 'R', slug: 'ab' }, 400, 'validation', STATUS_PAGE_MSG.slugInvalid],
      [
        {
          title: 'R',
          slug: slug(),
          sections: [{ name: 'S', shownProperties: [{ propertyId: theirs.id }] }],
        },
        400,
        'validation',
        STATUS_PAGE_MSG.propertyUnknown,
      ],
      [
        { title: 'R', slug: slug(), visibility: 'password', password: 'short' },
        400,
        'validation',
        STATUS_PAGE_MSG.passwordTooShort,
      ],
      [
        { title: 'R', slug: slug(), visibility: 'password' },
        400,
        'validation',
        STATUS_PAGE_MSG.passwordRequired,
      ],
      [{ title: ' ', slug: slug() }, 400, 'validation', STATUS_PAGE_MSG.titleRequired],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await create(admin, body);
      expect({ status: res.statusCode, ...res.json() }, JSON.stringify(body)).toEqual({
        status,
        code,
        message,
      });
    }
    expect([await count('status_pages'), await count('status_page_sections')]).toEqual(before);
  });

  it("refuses past the plan's limits with the plan's name", async () => {
    const admin = await createActor(t.ctx, 'admin');
    await setPlan(t.ctx.database.pool, admin.workspaceId!, 'solo');
    expect((await create(admin, { title: 'One', slug: slug() })).statusCode).toBe(201);
    const second = await create(admin, { title: 'Two', slug: slug() });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      message: 'The Solo plan allows 1 status page. Upgrade to publish more.',
      code: 'limit_reached',
      upgradeRequired: true,
      plan: 'solo',
      limit: 1,
      used: 1,
    });
    await setPlan(t.ctx.database.pool, admin.workspaceId!, 'starter');
    const pw = await create(admin, {
      title: 'P',
      slug: slug(),
      visibility: 'password',
      password: 'long enough',
    });
    expect(pw.statusCode).toBe(403);
    expect(pw.json().message).toBe(
      'Password-protected status pages are part of the Basic, Pro and Enterprise plans; this workspace is on the Starter plan.',
    );
    await setPlan(t.ctx.database.pool, admin.workspaceId!, 'basic');
    const domain = await create(admin, {
      title: 'D',
      slug: slug(),
      customDomain: 'status.example-homes.com',
    });
    expect(domain.statusCode).toBe(403);
    expect(domain.json().message).toBe(
      'Status pages on your own domain are part of the Pro and Enterprise plans; this workspace is on the Basic plan.',
    );
  });

  it('posts an incident and its updates; resolved ones move to the history', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const staff = await createActor(t.ctx, 'staff', {
      workspaceId: admin.workspaceId!,
      role: 'staff',
    });
    const shown = await addProperty(t.app, admin, { name: 'Oak House' });
    const notShown = await addProperty(t.app, admin, { name: 'Elm House' });
    const s = slug('oak');
    const page = (
      await create(admin, {
        title: 'Oak',
        slug: s,
        sections: [{ name: 'Houses', shownProperties: [{ propertyId: shown.id }] }],
      })
    ).json();
    const url = `/api/status-pages/${page.id}/incidents`;
    const incidentsBefore = await count('tracked_incidents');
    const refused = await call(t.app, staff, {
      method: 'POST',
      url,
      payload: { title: 'X', message: 'Y', propertyIds: [notShown.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: TRACKED_INCIDENT_MSG.propertyNotShown,
      code: 'validation',
    });
    expect(await count('tracked_incidents')).toBe(incidentsBefore);
    const posted = await call(t.app, staff, {
      method: 'POST',
      url,
      payload: {
        title: 'Connectivity issue at Oak House',
        message: 'The provider is on it',
        propertyIds: [shown.id],
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const incident = posted.json();
    expect(incident).toMatchObject({ state: 'investigating', origin: 'manual', resolvedAt: null });
    let view = (await t.app.inject({ url: `/api/public/status/${s}` })).json();
    expect(view.activeIncidents).toHaveLength(1);
    expect(view.activeIncidents[0]).toMatchObject({
      title: 'Connectivity issue at Oak House',
      affected: ['Oak House'],
      updates: [{ state: 'investigating', message: 'The provider is on it' }],
    });
    const updates = `${url}/${incident.id}/updates`;
    const resolved = await call(t.app, staff, {
      method: 'POST',
      url: updates,
      payload: { state: 'resolved', message: 'Back online' },
    });
    expect(resolved.statusCode, resolved.body).toBe(201);
    expect(resolved.json().resolvedAt).not.toBeNull();
    expect(resolved.json().updates.map((u: { message: string }) => u.message)).toEqual([
      'Back online',
      'The provider is on it',
    ]);
    const late = await call(t.app, staff, {
      method: 'POST',
      url: updates,
      payload: { state: 'monitoring', message: 'Again?' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: TRACKED_INCIDENT_MSG.resolved, code: 'conflict' });
    view = (await t.app.inject({ url: `/api/public/status/${s}` })).json();
    expect(view.activeIncidents).toEqual([]);
    expect(view.resolvedIncidents.map((i: { title: string }) => i.title)).toEqual([
      'Connectivity issue at Oak House',
    ]);
    const history = await t.app.inject({ url: `/status/${s}/history` });
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain('Connectivity issue at Oak House');
    expect(history.body).toContain('Back online');
    const other = await call(t.app, a.otherAdmin, {
      method: 'POST',
      url: updates,
      payload: { state: 'monitoring', message: 'Not mine' },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('draft incidents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offers one when a shown property goes offline, until an incident names it', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const p = await addProperty(t.app, admin, { name: 'Maple Court' });
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/status-pages',
      payload: {
        title: 'Maple',
        slug: slug('draft'),
        sections: [{ name: 'All', shownProperties: [{ propertyId: p.id }] }],
      },
    });
    const page = res.json();
    const detail = async () =>
      (await call(t.app, admin, { url: `/api/status-pages/${page.id}` })).json();
    expect((await detail()).draftIncidents).toEqual([]);
    await t.ctx.database.pool.query(
      `UPDATE properties SET status = 'offline', status_changed_at = now() WHERE id = $1`,
      [p.id],
    );
    const offered = (await detail()).draftIncidents;
    expect(offered).toEqual([
      {
        title: 'Connectivity issue at Maple Court',
        message: 'Maple Court is offline. We are looking into it.',
        propertyIds: [p.id],
        since: expect.any(String),
      },
    ]);
    // nothing is published until a person posts it
    const pub = (await t.app.inject({ url: `/api/public/status/${page.slug}` })).json();
    expect(pub.activeIncidents).toEqual([]);
    const posted = await call(t.app, admin, {
      method: 'POST',
      url: `/api/status-pages/${page.id}/incidents`,
      payload: {
        title: offered[0].title,
        message: offered[0].message,
        propertyIds: offered[0].propertyIds,
      },
    });
    expect(posted.statusCode).toBe(201);
    expect((await detail()).draftIncidents).toEqual([]);
  });
});
