// The request log: one line per request with what an operator looks for, and no cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActor, type Actor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

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
});
