// The request log: one line per request with what an operator looks for, and no cookie.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActor, type Actor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { redactUrl } from './redact-url.js';

type LogEntry = { msg?: string; req?: { url?: string }; responseTime?: unknown };

describe('request log', () => {
  let t: TestApp;
  let admin: Actor;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    admin = await createActor(t.ctx, 'admin');
  });
  afterAll(() => t.close());

  it('writes one line per request: method, URL, status and time, without the session cookie', async () => {
    lines.length = 0;
    expect((await call(t.app, admin, { url: '/api/properties' })).statusCode).toBe(200);
    expect((await call(t.app, admin, { url: '/api/no-such-route' })).statusCode).toBe(404);
    const entries = lines
      .map((l) => JSON.parse(l) as LogEntry)
      .filter((e) => e.req?.url?.startsWith('/api/'));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/properties' },
      res: { statusCode: 200 },
    });
    expect(typeof entries[0]!.responseTime).toBe('number');
    expect(entries[1]).toMatchObject({
      req: { url: '/api/no-such-route' },
      res: { statusCode: 404 },
    });
    expect(lines.join('\n')).not.toContain(admin.cookie!.split('=')[1]);
  });

  it('writes the line as pino writes its own: its fields in its order, in the same stream', async () => {
    lines.length = 0;
    await call(t.app, admin, { url: '/api/auth/user' });
    t.app.log.child({ reqId: 'marker' }).info({ responseTime: 1 }, 'a line of pino’s own');
    const [line, own] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(Object.keys(line!)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(Object.keys(own!)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'responseTime',
      'msg',
    ]);
    expect(line).toMatchObject({ level: own!.level, pid: own!.pid, hostname: own!.hostname });
    expect(Math.abs(Number(line!.time) - Number(own!.time))).toBeLessThan(5000);
    expect(lines.every((l) => l.endsWith('\n'))).toBe(true);
  });

  it('writes no request line when the level leaves info out', async () => {
    const quiet: string[] = [];
    const w = await createTestApp(
      { LOG_LEVEL: 'warn' },
      { logStream: { write: (l) => void quiet.push(l) } },
    );
    try {
      expect((await w.app.inject({ url: '/api/no-such-route' })).statusCode).toBe(404);
      expect(quiet).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('keeps no token of a URL: the path after a token route, random-looking parts, secret parameters', async () => {
    // a token as the app makes them (invitations, verification links)
    const token = randomBytes(32).toString('base64url');
    const urls = [
      `/api/invitations/${token}`,
      `/api/invitations/${token}/accept`,
      `/invite/${token}`,
      `/verify-email/${token}`,
      `/reset-password/${token}`,
      `/sign-in?mode=sign-up&beta=${token}`,
      `/api/login?returnTo=${encodeURIComponent(`/invite/${token}`)}`,
      `/api/callback?code=short-code-1&state=${token}`,
      `/somewhere/new/${token}?token=plain-token-value&key=plain-key-value&secret=plain-secret-value`,
    ];
    lines.length = 0;
    for (const url of urls) {
      const who = url.endsWith('/accept') ? admin : { name: 'anonymous' as const };
      await call(t.app, who, { method: url.endsWith('/accept') ? 'POST' : 'GET', url });
    }
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(urls.length);
    for (const secret of [
      token,
      encodeURIComponent(token),
      'short-code-1',
      'plain-token-value',
      'plain-key-value',
      'plain-secret-value',
    ]) {
      expect(log).not.toContain(secret);
    }
    const logged = lines
      .map((l) => (JSON.parse(l) as LogEntry).req?.url)
      .filter((u): u is string => Boolean(u));
    expect(logged).toEqual(
      expect.arrayContaining([
        '/api/invitations/[redacted]',
        '/api/invitations/[redacted]/accept',
        '/invite/[redacted]',
        '/verify-email/[redacted]',
        '/reset-password/[redacted]',
        '/sign-in?mode=sign-up&beta=[redacted]',
        `/api/login?returnTo=${encodeURIComponent('/invite/[redacted]')}`,
        '/api/callback?code=[redacted]&state=[redacted]',
        '/somewhere/new/[redacted]?token=[redacted]&key=[redacted]&secret=[redacted]',
      ]),
    );
  });

  it('keeps what an operator looks for: ids, slugs, asset names and ordinary parameters', () => {
    for (const url of [
      '/api/team/invitations/1b4e28ba-2fa1-41d2-883f-0016d3cca427/resend',
      '/api/properties/12345/history?range=7d&page=2',
      '/blog/getting-started-with-property-monitoring',
      '/assets/index-BxY3kP2a.js',
      '/api/properties?search=Main%20Street&status=offline',
      '/invite',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
