// While the database is away the app answers for itself: API requests 503 `unavailable` with
// Retry-After, app pages a plain 503 page that reloads itself, /api/health 503; once a
// connection is made again, everything answers as before. The database is taken away by closing
// a loopback TCP proxy in front of the test server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '../../contracts/messages.js';
import { buildApp } from '../app.js';
import { sessionCookieName } from '../auth/sessions.js';
import { connectDatabase } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { createTestDatabase, testConfig } from '../test/test-app.js';
import { UNAVAILABLE_PAGE_TEXT, UNAVAILABLE_PAGE_TITLE } from './unavailable-page.js';

const webDir = mkdtempSync(path.join(os.tmpdir(), 'pm-web-'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>The app</title>');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

/** A loopback TCP proxy to the test server that can be closed (the database "goes away"). */
async function startProxy(serverUrl: string) {
  const u = new URL(serverUrl);
  const socketDir = u.searchParams.get('host');
  const target = socketDir
    ? { path: path.join(socketDir, `.s.PGSQL.${u.port}`) }
    : { host: u.hostname, port: Number(u.port) };
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('error', () => {});
      s.on('close', () => open.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  u.hostname = '127.0.0.1';
  u.port = String(port);
  u.searchParams.delete('host');
  return {
    url: u.toString(),
    down: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of open) s.destroy();
      });
    },
    up: () => listen(port),
  };
}

async function waitFor(what: string, ms: number, ok: () => Promise<boolean>) {
  const until = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('while the database is away', () => {
  it('API 503 unavailable, app pages a 503 page, health 503; all back once it answers', async () => {
    const test = await createTestDatabase();
    const proxy = await startProxy(test.url);
    const database = connectDatabase(proxy.url, 3);
    const config = testConfig();
    const app = await buildApp({ config, database }, { webDir });
    const cookie = `${sessionCookieName(config)}=${'x'.repeat(43)}`;
    try {
      const page = () => app.inject({ url: '/dashboard', headers: { cookie } });
      expect((await page()).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

      await proxy.down();
      await waitFor('the page to answer 503', 5_000, async () => (await page()).statusCode === 503);
      const down = await page();
      expect(down.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(down.headers['retry-after']).toBe('5');
      expect(down.headers['cache-control']).toBe('no-store');
      expect(down.body).toContain(`<title>${UNAVAILABLE_PAGE_TITLE}</title>`);
      expect(down.body).toContain(UNAVAILABLE_PAGE_TEXT);

      const api = await app.inject({ url: '/api/properties', headers: { cookie } });
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.json()).toEqual({ message: MSG.databaseUnavailable, code: 'unavailable' });
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'error', database: 'error' });

      await proxy.up();
      // a page asks the database itself before it answers 503 again
      expect((await page()).statusCode).toBe(200);
      const back = await app.inject({ url: '/api/properties', headers: { cookie } });
      expect(back.statusCode).toBe(401); // a made-up session: answered by the database again
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await proxy.down().catch(() => {});
      await database.close();
      await test.drop();
    }
  }, 30_000);

  it('one connection ended while the database is up does not make pages answer 503', async () => {
    const test = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database: test.database }, { webDir });
    try {
      test.database.availability.lost('terminating connection due to administrator command');
      const res = await app.inject({ url: '/dashboard' });
      expect(res.statusCode).toBe(200);
      expect(test.database.availability.reachable).toBe(true);
    } finally {
      await app.close();
      await test.drop();
    }
  });

  it('tells an absent database from other failures', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('shutting down'), { code: '57P01' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // a constraint, a syntax error, a bug: still a 500
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
