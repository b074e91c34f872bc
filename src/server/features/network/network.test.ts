import { describe, expect, it } from 'vitest';
import { call, createActor, everyone, expectMatrix } from '../../test/actors.js';
import { createTestApp } from '../../test/test-app.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';
import { displayIp } from './routes.js';

describe('GET /api/network/my-ip', () => {
  const { t, a } = useTestAppWithActors();

  it('route x actor', async () => {
    await expectMatrix(t.app, a, [
      {
        method: 'GET',
        url: '/api/network/my-ip',
        expect: everyone(200),
      },
    ]);
  });

  it("answers the requester's address as the server sees it, never cached", async () => {
    const res = await call(t.app, a.viewer, {
      url: '/api/network/my-ip',
      remoteAddress: '127.0.0.9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ip: '127.0.0.9' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const res = await call(t.app, a.admin, {
      url: '/api/network/my-ip',
      remoteAddress: '127.0.0.9',
      headers: { 'x-forwarded-for': '127.3.4.5' },
    });
    expect(res.json()).toEqual({ ip: '127.0.0.9' });
  });

  it('honours X-Forwarded-For from a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1', HOSTED: 'false' });
    try {
      const admin = await createActor(proxied.ctx, 'admin');
      const res = await call(proxied.app, admin, {
        url: '/api/network/my-ip',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.3.4.5' },
      });
      expect(res.json()).toEqual({ ip: '127.3.4.5' });
    } finally {
      await proxied.close();
    }
  });

  it('TRUST_PROXY as a hop count trusts that many proxies, nearest first', async () => {
    // Client 127.3.4.5 -> proxy 127.6.6.6 -> proxy (remote address) 127.0.0.1
    const chain = { 'x-forwarded-for': '127.9.9.9, 127.3.4.5, 127.6.6.6' };
    const ipWith = async (trust: string) => {
      const proxied = await createTestApp({ TRUST_PROXY: trust, HOSTED: 'false' });
      try {
        const admin = await createActor(proxied.ctx, 'admin');
        const res = await call(proxied.app, admin, {
          url: '/api/network/my-ip',
          remoteAddress: '127.0.0.1',
          headers: chain,
        });
        return res.json().ip as string;
      } finally {
        await proxied.close();
      }
    };
    expect(await ipWith('1')).toBe('127.6.6.6');
    expect(await ipWith('2')).toBe('127.3.4.5');
    expect(await ipWith('false')).toBe('127.0.0.1');
  });

  it('shows IPv4-mapped IPv6 addresses as plain IPv4', () => {
    expect(displayIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(displayIp('127.0.0.1')).toBe('127.0.0.1');
    expect(displayIp('::1')).toBe('::1');
  });
});
