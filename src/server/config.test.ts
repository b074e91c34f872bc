import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const policy = (env: Record<string, string>) => loadConfig(env).monitor;

describe('target policy fails closed when sign-up is public', () => {
  it('a loopback-only install with open sign-up may monitor private addresses', () => {
    expect(policy({}).hosted).toBe(false);
    expect(policy({ PUBLIC_URL: 'http://localhost:3000' }).hosted).toBe(false);
    expect(policy({ PUBLIC_URL: 'http://127.0.0.1:3000' }).hosted).toBe(false);
  });

  it('sign-up open at a public address: the hosted policy applies, and the log says why', () => {
    const m = policy({ PUBLIC_URL: 'https://monitor.example.com' });
    expect(m.hosted).toBe(true);
    expect(m.policyNote).toBe(
      'sign-up is open on monitor.example.com: private and reserved targets are refused (ALLOW_SIGNUP=false or ALLOW_PRIVATE_TARGETS=true allows them)',
    );
  });

  it('without PUBLIC_URL, a listener beyond loopback must say HOSTED: the app refuses to start', () => {
    for (const HOST of ['0.0.0.0', '192.168.1.10']) {
      expect(() => loadConfig({ HOST })).toThrow(
        `Invalid configuration: PUBLIC_URL is not set and HOST=${HOST} listens beyond this machine, so people may reach this installation from elsewhere: set PUBLIC_URL to the address they open (e.g. https://monitor.example.com), or say what it is with HOSTED=true (public: private and reserved targets are refused) or HOSTED=false (a private network only)`,
      );
      expect(policy({ HOST, HOSTED: 'true' }).hosted).toBe(true);
      // the operator's word: only a private network reaches it
      expect(policy({ HOST, HOSTED: 'false' })).toMatchObject({
        hosted: false,
        policyNote: 'HOSTED=false: a private network only (no PUBLIC_URL)',
      });
      // with PUBLIC_URL the app knows where it is, as above
      expect(policy({ HOST, PUBLIC_URL: 'https://monitor.example.com' }).hosted).toBe(true);
    }
  });

  it('a proxy in front (TRUST_PROXY) of a loopback listener with no PUBLIC_URL must say HOSTED too', () => {
    for (const TRUST_PROXY of ['1', 'true', '127.0.0.1']) {
      expect(() => loadConfig({ HOST: '127.0.0.1', TRUST_PROXY })).toThrow(
        'Invalid configuration: PUBLIC_URL is not set and TRUST_PROXY is set (a proxy in front forwards visitors), so people may reach this installation from elsewhere',
      );
      expect(policy({ TRUST_PROXY, HOSTED: 'true' }).hosted).toBe(true);
      expect(policy({ TRUST_PROXY, HOSTED: 'false' }).hosted).toBe(false);
      expect(policy({ TRUST_PROXY, PUBLIC_URL: 'https://monitor.example.com' }).hosted).toBe(true);
    }
    // TRUST_PROXY=false is no proxy; a loopback listener alone is a private install
    expect(policy({ TRUST_PROXY: 'false' }).hosted).toBe(false);
    expect(policy({ HOST: 'localhost' }).hosted).toBe(false);
  });

  it('the operator turns it off only in so many words, or by closing sign-up', () => {
    const url = { PUBLIC_URL: 'https://monitor.example.com' };
    expect(policy({ ...url, ALLOW_PRIVATE_TARGETS: 'true' }).hosted).toBe(false);
    expect(policy({ ...url, ALLOW_SIGNUP: 'false' }).hosted).toBe(false);
    // HOSTED=false is the default, not a decision about public sign-up.
    expect(policy({ ...url, HOSTED: 'false' }).hosted).toBe(true);
  });

  it('HOSTED=true always applies; combined with ALLOW_PRIVATE_TARGETS=true it is refused', () => {
    expect(policy({ HOSTED: 'true' }).hosted).toBe(true);
    expect(() => loadConfig({ HOSTED: 'true', ALLOW_PRIVATE_TARGETS: 'true' })).toThrow(
      'Invalid configuration: HOSTED=true refuses private targets, ALLOW_PRIVATE_TARGETS=true allows them; choose one',
    );
  });

  it('the ICMP send cap defaults to 5,000 a second, and a cap that is no whole number from 1 to 1,000,000 is refused', () => {
    expect(loadConfig({}).monitor.icmpPps).toBe(5000);
    expect(loadConfig({ MONITOR_ICMP_PPS: '25000' }).monitor.icmpPps).toBe(25000);
    for (const bad of ['0', '1000001', '12.5', 'fast']) {
      expect(() => loadConfig({ MONITOR_ICMP_PPS: bad }), bad).toThrow(/MONITOR_ICMP_PPS/);
    }
  });
});
