// A status page on its own domain (issue 27): that Host is answered with the page at `/` (and
// its history, feed, badges, robots.txt and sitemap), nothing else of the app and no other page;
// only while the workspace's plan includes own domains; every other Host is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../contracts/messages.js';
import { PUBLIC_STATUS_MSG } from '../../../contracts/public-status.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty, setPlan } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let seq = 0;
const slug = (tag: string) => `${tag}-${Date.now().toString(36)}-${seq++}`;

describe('status pages on their own domain', () => {
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
  const on = (host: string, url: string, more: object = {}) =>
    t.app.inject({ url, headers: { host }, ...more });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.changes?.listening();
    admin = await createActor(t.ctx, 'admin');
    await setPlan(t.ctx.database.pool, admin.workspaceId!, 'pro');
  });
  afterAll(() => t.close());

  it('answers the page at / on its domain, and nothing else of the app there', async () => {
    const p = await addProperty(t.app, admin, { name: 'Maple Court', ipAddress: '127.0.0.91' });
    const s = slug('maple');
    const domain = `status-${s}.example-homes.test`;
    await publish({
      title: 'Maple Homes',
      slug: s,
      customDomain: domain,
      sections: [{ name: 'Courts', shownProperties: [{ propertyId: p.id }] }],
    });
    const other = await publish({ title: 'Other page', slug: slug('other') });

    const page = await on(domain, '/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.includes('<h1>Maple Homes</h1>')).toBe(true);
    expect(page.body.includes(`<link rel="canonical" href="https://${domain}/">`)).toBe(true);
    expect(page.body.includes('127.0.0.91')).toBe(false);
    // the same page on the app's own address names its domain as the one address
    const atApp = await t.app.inject({ url: `/status/${s}` });
    expect(atApp.body.includes(`<link rel="canonical" href="https://${domain}/">`)).toBe(true);
    expect((await t.app.inject({ url: `/api/public/status/${s}` })).json().customDomain).toBe(
      domain,
    );

    const history = await on(domain, '/history');
    expect([history.statusCode, history.body.includes('Incident history')]).toEqual([200, true]);
    const feed = await on(domain, '/feed.atom');
    expect([feed.statusCode, feed.headers['content-type']]).toEqual([
      200,
      'application/atom+xml; charset=utf-8',
    ]);
    const badge = await on(domain, '/badge.svg');
    expect(badge.body).toContain('<title>Maple Homes: All systems operational</title>');
    const propertyBadge = await on(domain, `/properties/${p.id}/badge.svg?show=state`);
    expect(propertyBadge.body).toContain('<title>Maple Court: No data yet</title>');
    // a repeat is answered 304 there too
    const again = await on(domain, '/', {
      headers: { host: domain, 'if-none-match': page.headers.etag },
    });
    expect(again.statusCode).toBe(304);

    // what the page itself loads passes on: its JSON (the live poll) and its own routes
    expect((await on(domain, `/api/public/status/${s}`)).statusCode).toBe(200);
    expect((await on(domain, `/status/${s}/history`)).statusCode).toBe(200);
    expect((await on(domain, '/status-assets/live.js')).statusCode).toBe(200);

    const robots = await on(domain, '/robots.txt');
    expect(robots.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: https://${domain}/sitemap.xml\n`);
    const sitemap = await on(domain, '/sitemap.xml');
    expect(sitemap.body).toContain(`<url><loc>https://${domain}/</loc></url>`);
    expect(sitemap.body).toContain(`<url><loc>https://${domain}/history</loc></url>`);

    // another page, the app and its API are not found on this domain
    for (const url of [
      `/status/${other.slug}`,
      `/api/public/status/${other.slug}`,
      '/api/health',
      '/api/properties',
      '/dashboard',
      `/properties/${p.id + 100000}/badge.svg`,
    ]) {
      const res = await on(domain, url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const notShown = await on(domain, `/properties/${p.id + 100000}/badge.svg`);
    expect(notShown.json()).toEqual({
      message: PUBLIC_STATUS_MSG.propertyNotShown,
      code: 'not_found',
    });
    expect((await on(domain, '/api/health')).json()).toEqual({
      message: MSG.notFound,
      code: 'not_found',
    });

    // any other Host is unchanged
    expect((await on('elsewhere.example.test', '/api/health')).statusCode).toBe(200);
    expect((await on('elsewhere.example.test', `/status/${other.slug}`)).statusCode).toBe(200);
  });

  it('asks for a protected page password on its domain and returns to its root', async () => {
    const s = slug('locked');
    const domain = `locked-${s}.example-homes.test`;
    await publish({
      title: 'Locked Homes',
      slug: s,
      visibility: 'password',
      password: 'tenants-only',
      customDomain: domain,
    });
    const form = await on(domain, '/');
    expect(form.statusCode).toBe(401);
    expect(form.body.includes(`action="/status/${s}/password"`)).toBe(true);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/status/${s}/password`,
      headers: {
        host: domain,
        origin: `https://${domain}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'password=tenants-only',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/');
    const cookie = String(posted.headers['set-cookie']).split(';')[0]!;
    const seen = await on(domain, '/', { headers: { host: domain, cookie } });
    expect([seen.statusCode, seen.body.includes('<h1>Locked Homes</h1>')]).toEqual([200, true]);
  });

  it('stops serving the domain when the plan no longer includes it, and refuses to set one', async () => {
    const owner = await createActor(t.ctx, 'admin');
    await setPlan(t.ctx.database.pool, owner.workspaceId!, 'pro');
    const s = slug('downgrade');
    const domain = `down-${s}.example-homes.test`;
    const res = await call(t.app, owner, {
      method: 'POST',
      url: '/api/status-pages',
      payload: { title: 'Downgraded', slug: s, customDomain: domain },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await on(domain, '/badge.svg')).statusCode).toBe(200);

    await setPlan(t.ctx.database.pool, owner.workspaceId!, 'basic');
    await expect.poll(async () => (await on(domain, '/badge.svg')).statusCode).toBe(404);
    // the domain is now an unknown Host: the app answers it as any other
    expect((await on(domain, '/api/health')).statusCode).toBe(200);

    const refused = await call(t.app, owner, {
      method: 'PUT',
      url: `/api/status-pages/${res.json().id}`,
      payload: { title: 'Downgraded', slug: s, customDomain: `again-${domain}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'limit_reached',
      message:
        'Status pages on your own domain are part of the Pro and Enterprise plans; this workspace is on the Basic plan.',
    });
    const stored = await call(t.app, owner, {
      method: 'GET',
      url: `/api/status-pages/${res.json().id}`,
    });
    expect(stored.json().customDomain).toBe(domain);
  });
});
