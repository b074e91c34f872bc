// The fast path of the kept public answers (fast-answers.ts): a repeat visit gets the very answer
// the route gives (status, bytes, every header, the security headers included) without the
// route's lifecycle; a protected page, another page on a custom domain and the per-address limit
// hold as before; a changed page is never sent from the fast path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../contracts/messages.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty, setPlan } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let seq = 0;
const slug = (tag: string) => `${tag}-${Date.now().toString(36)}-${seq++}`;
const LIMIT = 40;

/** what differs between two answers of the same thing: the time, and the plugin's counters */
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([k]) => k !== 'date' && !k.startsWith('x-ratelimit-')),
  );

describe('kept public status answers, fast', () => {
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
    t = await createTestApp({ STATUS_PAGE_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    await t.app.changes?.listening();
    admin = await createActor(t.ctx, 'admin');
    await setPlan(t.ctx.database.pool, admin.workspaceId!, 'pro');
  });
  afterAll(() => t.close());

  it('sends a repeat visit the same answer as the route, headers included', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `Rowan House ${i}`);
    const ps = [];
    for (const name of names) ps.push(await addProperty(t.app, admin, { name }));
    const s = slug('rowan');
    await publish({
      title: 'Rowan',
      slug: s,
      sections: [{ name: 'Houses', shownProperties: ps.map((p) => ({ propertyId: p.id })) }],
    });
    // each URL's first visit goes to the route (nothing kept yet), as does each encoding's first
    // (not compressed yet); the JSON first, as the page's HTML is built from it
    const urls = [
      `/api/public/status/${s}`,
      `/status/${s}`,
      `/status/${s}/history`,
      `/status/${s}/feed.atom`,
      `/status/${s}/badge.svg`,
    ];
    for (const url of urls) {
      for (const encoding of ['identity', 'br', 'gzip']) {
        const ask = (more: Record<string, string> = {}) =>
          t.app.inject({ url, headers: { 'accept-encoding': encoding, ...more } });
        const route = await ask();
        expect(route.statusCode, url).toBe(200);
        // the route's answer carries the plugin's headers; the fast one has none of them (an
        // answer under 1 KB goes out as it is: its first visit was the route's)
        if (encoding === 'identity' || route.headers['content-encoding']) {
          expect(route.headers['x-ratelimit-limit'], `${url} ${encoding}`).toBe(String(LIMIT));
        }
        const fast = await ask();
        expect(fast.headers['x-ratelimit-limit'], `${url} ${encoding}`).toBeUndefined();
        expect(fast.statusCode).toBe(200);
        expect(fast.rawPayload.equals(route.rawPayload), `${url} ${encoding}`).toBe(true);
        expect(comparable(fast.headers), `${url} ${encoding}`).toEqual(comparable(route.headers));
        expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
        const etag = String(route.headers.etag);
        const again = await ask({ 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
      }
    }
    // the 304s of both ways alike: the fast path's is the only way once the answer is kept, so
    // compare it with the route's by the headers the route sets (the plugin's aside)
    const r304 = await t.app.inject({
      url: `/status/${s}`,
      headers: {
        'if-none-match': String((await t.app.inject({ url: `/status/${s}` })).headers.etag),
      },
    });
    expect(r304.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r304.headers['referrer-policy']).toBeDefined();
    expect(r304.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('never sends a protected page without its password, however often it was seen', async () => {
    const s = slug('locked');
    const page = await publish({
      title: 'Locked Rowan',
      slug: s,
      visibility: 'password',
      password: 'tenants-only',
    });
    const right = await t.app.inject({
      method: 'POST',
      url: `/status/${s}/password`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=tenants-only',
    });
    expect(right.statusCode, right.body).toBe(303);
    const cookie = String(right.headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 3; i++) {
      const seen = await t.app.inject({ url: `/status/${s}`, headers: { cookie } });
      expect(seen.statusCode).toBe(200);
      expect(seen.body).toContain('Locked Rowan');
      const json = await t.app.inject({ url: `/api/public/status/${s}`, headers: { cookie } });
      expect(json.statusCode).toBe(200);
    }
    const stranger = await t.app.inject({ url: `/status/${s}` });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.body).not.toContain('Locked Rowan');
    const strangerJson = await t.app.inject({ url: `/api/public/status/${s}` });
    expect(strangerJson.statusCode).toBe(401);
    const badge = await t.app.inject({ url: `/status/${s}/badge.svg` });
    expect(badge.statusCode).toBe(401);
    expect(page.id).toBeGreaterThan(0);
  });

  it('keeps another page off a custom domain once both are kept', async () => {
    const s = slug('own');
    const other = slug('else');
    const domain = `status-${s}.example-homes.test`;
    await publish({ title: 'Own Domain', slug: s, customDomain: domain });
    await publish({ title: 'Someone Else', slug: other });
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ url: `/status/${other}` })).statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: `/status/${s}`, headers: { host: domain } })).statusCode,
      ).toBe(200);
    }
    const there = await t.app.inject({ url: `/status/${other}`, headers: { host: domain } });
    expect(there.statusCode).toBe(404);
    expect(there.json()).toEqual({ message: MSG.notFound, code: 'not_found' });
    const json = await t.app.inject({
      url: `/api/public/status/${other}`,
      headers: { host: domain },
    });
    expect(json.statusCode).toBe(404);
  });

  it('sends the page changed, not the kept one, right after a status change', async () => {
    const p = await addProperty(t.app, admin, { name: 'Aspen Lodge' });
    await t.ctx.database.pool.query(`UPDATE properties SET status = 'online' WHERE id = $1`, [
      p.id,
    ]);
    const s = slug('aspen');
    await publish({
      title: 'Aspen',
      slug: s,
      sections: [{ name: 'Lodges', shownProperties: [{ propertyId: p.id }] }],
    });
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ url: `/status/${s}` })).body).not.toContain('Major outage');
    }
    await t.ctx.database.pool.query(`UPDATE properties SET status = 'offline' WHERE id = $1`, [
      p.id,
    ]);
    expect((await t.app.inject({ url: `/status/${s}` })).body).toContain('Major outage');
  });

  it('holds each address to the limit a minute, fast answers counted', async () => {
    const s = slug('busy');
    await publish({ title: 'Busy', slug: s });
    const from = (remoteAddress: string) =>
      t.app.inject({ url: `/status/${s}/badge.svg`, remoteAddress });
    for (let i = 0; i < LIMIT; i++) expect((await from('127.0.0.7')).statusCode).toBe(200);
    const limited = await from('127.0.0.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MSG.tooManyRequests, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['content-security-policy']).toContain("default-src 'self'");
    // another address, and another answer of the page, are counted apart
    expect((await from('127.0.0.8')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/status/${s}`, remoteAddress: '127.0.0.7' })).statusCode,
    ).toBe(200);
  });
});
