// The public page: password protection (cookie once per browser session, header for the JSON,
// wrong passwords 401 then 429), no query per visit, and changes seen at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_STATUS_MSG } from '../../../contracts/public-status.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty, insertDaily } from '../../test/factories.js';
import { poolCheckouts } from '../../test/pool-checkouts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TOO_MANY_WRONG, WRONG_PASSWORDS_PER_WINDOW } from './page-access.js';

let seq = 0;
const slug = (tag: string) => `${tag}-${Date.now().toString(36)}-${seq++}`;

describe('public status pages', () => {
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

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.changes?.listening();
    admin = await createActor(t.ctx, 'admin');
  });
  afterAll(() => t.close());

  it('asks for the password of a protected page once per browser session', async () => {
    const s = slug('locked');
    await publish({ title: 'Locked', slug: s, visibility: 'password', password: 'tenants-only' });
    const json = await t.app.inject({ url: `/api/public/status/${s}` });
    expect(json.statusCode).toBe(401);
    expect(json.json()).toEqual({
      message: PUBLIC_STATUS_MSG.passwordNeeded,
      code: 'unauthorized',
    });
    const wrongHeader = await t.app.inject({
      url: `/api/public/status/${s}`,
      headers: { 'x-status-page-password': 'not-it-at-all' },
    });
    expect(wrongHeader.statusCode).toBe(401);
    expect(wrongHeader.json()).toEqual({
      message: PUBLIC_STATUS_MSG.passwordWrong,
      code: 'unauthorized',
    });
    const rightHeader = await t.app.inject({
      url: `/api/public/status/${s}`,
      headers: { 'x-status-page-password': 'tenants-only' },
    });
    expect(rightHeader.statusCode).toBe(200);
    expect(rightHeader.json().title).toBe('Locked');

    const page = await t.app.inject({ url: `/status/${s}` });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('<label for="pw">Password</label>');
    expect(page.body).not.toContain('Locked');
    const form = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/status/${s}/password`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password }).toString(),
      });
    const wrong = await form('guess-guess');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Wrong password');
    const right = await form('tenants-only');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`/status/${s}`);
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Max-Age|Expires/); // gone when the browser closes
    const cookieHeader = cookie.split(';')[0]!;
    const seen = await t.app.inject({ url: `/status/${s}`, headers: { cookie: cookieHeader } });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain('Locked');
    const polled = await t.app.inject({
      url: `/api/public/status/${s}`,
      headers: { cookie: cookieHeader },
    });
    expect(polled.statusCode).toBe(200);
  });

  it('refuses wrong passwords with 429 once too many came from one address', async () => {
    const s = slug('guarded');
    await publish({
      title: 'Guarded',
      slug: s,
      visibility: 'password',
      password: 'right-password',
    });
    const guess = () =>
      t.app.inject({
        url: `/api/public/status/${s}`,
        headers: { 'x-status-page-password': 'wrong-password' },
      });
    for (let i = 0; i < WRONG_PASSWORDS_PER_WINDOW; i++)
      expect((await guess()).statusCode).toBe(401);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_WRONG, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // the right password is refused too while locked out: guessing gains nothing
    const right = await t.app.inject({
      url: `/api/public/status/${s}`,
      headers: { 'x-status-page-password': 'right-password' },
    });
    expect(right.statusCode).toBe(429);
  });

  it('answers repeat visits from memory and shows a status change at once', async () => {
    const p = await addProperty(t.app, admin, { name: 'Birch Hall' });
    await t.ctx.database.pool.query(`UPDATE properties SET status = 'online' WHERE id = $1`, [
      p.id,
    ]);
    await insertDaily(t.ctx.database.pool, p.id, 1, { checks: 100, ups: 99 });
    const s = slug('birch');
    await publish({
      title: 'Birch',
      slug: s,
      sections: [{ name: 'Halls', shownProperties: [{ propertyId: p.id }] }],
    });
    const first = await t.app.inject({ url: `/api/public/status/${s}` });
    const view = first.json();
    expect(view.overall).toBe('operational');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(
      view.sections[0].properties[0].days.find((d: { date: string }) => d.date === yesterday),
    ).toEqual({ date: yesterday, uptime: 99 });
    expect(view.sections[0].properties[0].uptime).toBe(99);
    await t.app.inject({ url: `/status/${s}` });
    const pool = t.ctx.database.pool;
    const queries = await poolCheckouts(pool, async () => {
      for (let i = 0; i < 5; i++) {
        expect((await t.app.inject({ url: `/api/public/status/${s}` })).statusCode).toBe(200);
        expect((await t.app.inject({ url: `/status/${s}` })).statusCode).toBe(200);
      }
    });
    expect(queries).toBe(0);
    const etag = String(first.headers.etag);
    const unchanged = await t.app.inject({
      url: `/api/public/status/${s}`,
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);

    await pool.query(`UPDATE properties SET status = 'offline' WHERE id = $1`, [p.id]);
    const after = (await t.app.inject({ url: `/api/public/status/${s}` })).json();
    expect(after.overall).toBe('major_outage');
    expect(after.sections[0].properties[0].state).toBe('outage');
    const html = await t.app.inject({ url: `/status/${s}` });
    expect(html.body).toContain('Major outage');

    // a deleted property leaves the page at once
    await call(t.app, admin, { method: 'DELETE', url: `/api/properties/${p.id}` });
    const gone = (await t.app.inject({ url: `/api/public/status/${s}` })).json();
    expect(gone.sections[0].properties).toEqual([]);
    expect(gone.overall).toBe('operational');
  });

  it('keeps its text and ETag when a rebuild finds nothing the page shows changed', async () => {
    const p = await addProperty(t.app, admin, { name: 'Cedar Court' });
    const s = slug('cedar');
    await publish({
      title: 'Cedar',
      slug: s,
      sections: [{ name: 'Courts', shownProperties: [{ propertyId: p.id }] }],
    });
    const first = await t.app.inject({ url: `/api/public/status/${s}` });
    await new Promise((r) => setTimeout(r, 1100)); // a rebuild would stamp another second
    // an edit in the workspace that the page does not show: the page is read again...
    await addProperty(t.app, admin, { name: 'Not On The Page' });
    let again = first;
    const reads = await poolCheckouts(t.ctx.database.pool, async () => {
      again = await t.app.inject({ url: `/api/public/status/${s}` });
    });
    expect(reads).toBeGreaterThan(0);
    // ...and found the same: same bytes, same ETag, same "last updated"
    expect(again.json().generatedAt).toBe(first.json().generatedAt);
    expect(again.headers.etag).toBe(first.headers.etag);
    const poll = await t.app.inject({
      url: `/api/public/status/${s}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(poll.statusCode).toBe(304);

    await t.ctx.database.pool.query(`UPDATE properties SET status = 'offline' WHERE id = $1`, [
      p.id,
    ]);
    const changed = await t.app.inject({ url: `/api/public/status/${s}` });
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.json().generatedAt).not.toBe(first.json().generatedAt);
  });

  it('shows planned work: a window now puts its property under maintenance, one ahead is announced', async () => {
    const p = await addProperty(t.app, admin, { name: 'Cedar Court' });
    const other = await addProperty(t.app, admin, { name: 'Dune House' });
    await t.ctx.database.pool.query(
      `UPDATE properties SET status = 'offline' WHERE id = ANY($1::int[])`,
      [[p.id, other.id]],
    );
    const s = slug('cedar');
    await publish({
      title: 'Cedar',
      slug: s,
      sections: [{ name: 'Courts', shownProperties: [{ propertyId: p.id }] }],
    });
    const before = (await t.app.inject({ url: `/api/public/status/${s}` })).json();
    expect([before.overall, before.maintenance]).toEqual(['major_outage', []]);

    const HOUR = 3_600_000;
    const schedule = async (title: string, ids: number[], from: number, to: number) => {
      const res = await call(t.app, admin, {
        method: 'POST',
        url: '/api/maintenance-windows',
        payload: {
          title,
          allProperties: false,
          propertyIds: ids,
          startsAt: new Date(from).toISOString(),
          endsAt: new Date(to).toISOString(),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const now = Date.now();
    await schedule('Line work', [p.id], now - HOUR, now + HOUR);
    await schedule('Router swap', [p.id], now + 48 * HOUR, now + 50 * HOUR);
    // a window of a property the page does not show, and one beyond the 7 days, stay off it
    await schedule('Elsewhere', [other.id], now - HOUR, now + HOUR);
    await schedule('Far ahead', [p.id], now + 9 * 24 * HOUR, now + 9 * 24 * HOUR + HOUR);

    const view = (await t.app.inject({ url: `/api/public/status/${s}` })).json();
    expect(view.overall).toBe('maintenance');
    expect(view.sections[0].properties[0].state).toBe('maintenance');
    expect(view.maintenance.map((w: { title: string }) => w.title)).toEqual([
      'Line work',
      'Router swap',
    ]);
    const html = (await t.app.inject({ url: `/status/${s}` })).body;
    expect(html).toContain('Under maintenance');
    expect(html).toContain('Router swap');
    expect(html).not.toContain('Elsewhere');
  });

  it('answers 404 for a slug no page has, and for a deleted page', async () => {
    const s = slug('brief');
    const page = await publish({ title: 'Brief', slug: s });
    expect((await t.app.inject({ url: `/status/${s}` })).statusCode).toBe(200);
    await call(t.app, admin, { method: 'DELETE', url: `/api/status-pages/${page.id}` });
    const gone = await t.app.inject({ url: `/api/public/status/${s}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: PUBLIC_STATUS_MSG.notFound, code: 'not_found' });
    expect((await t.app.inject({ url: '/status/no-such-page' })).statusCode).toBe(404);
  });

  it('gives the incidents as an Atom feed and the state as a badge; protected ones need the password', async () => {
    const s = slug('feed');
    const page = await publish({ title: 'Feed Court', slug: s });
    await call(t.app, admin, {
      method: 'POST',
      url: `/api/status-pages/${page.id}/incidents`,
      payload: { title: 'Line down <north>', message: 'Provider & crew on site' },
    });
    const feed = await t.app.inject({ url: `/status/${s}/feed.atom` });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    expect(feed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(feed.body).toContain('<title>Investigating: Line down &lt;north&gt;</title>');
    expect(feed.body).toContain('Provider &amp;amp; crew on site');
    const badge = await t.app.inject({ url: `/status/${s}/badge.svg` });
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toContain('image/svg+xml');
    expect(badge.headers['cache-control']).toBe('public, max-age=60');
    expect(badge.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(badge.body).toContain('<title>Feed Court: All systems operational</title>');

    const locked = slug('locked-feed');
    await publish({
      title: 'Locked',
      slug: locked,
      visibility: 'password',
      password: 'tenants-only',
    });
    for (const url of [`/status/${locked}/feed.atom`, `/status/${locked}/badge.svg`]) {
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
    }
  });
});
