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
    // Listening beyond loopback without PUBLIC_URL counts as public too.
    expect(policy({ HOST: '0.0.0.0' }).hosted).toBe(true);
    expect(policy({ HOST: '192.168.1.10' }).hosted).toBe(true);
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
});
