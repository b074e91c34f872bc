// scrypt at OWASP's cost by default (N = 2^17), hashes that name their parameters, older hashes
// still verifying and replaced at the next sign-in.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { hashPassword, needsRehash, verifyPassword } from './password.js';

describe('password hashes', () => {
  it('defaults to N = 2^17, r = 8, p = 1 in production, and hashes and verifies at it', async () => {
    expect(loadConfig({}).passwordHashing).toEqual({ cost: 17 });
    const stored = await hashPassword('a correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword('a correct horse', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('a lower cost is for tests only', () => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: '12' })).toThrow(
      'Invalid configuration: PASSWORD_HASH_COST below 17 is for tests only (NODE_ENV=test)',
    );
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '12' }).passwordHashing).toEqual({
      cost: 12,
    });
    // the built app under the browser journeys says so by name
    const journeys = { PASSWORD_HASH_FOR_TESTS: 'true', PASSWORD_HASH_COST: '12' };
    expect(loadConfig(journeys).passwordHashing).toEqual({ cost: 12 });
    expect(() =>
      loadConfig({ PASSWORD_HASH_FOR_TESTS: 'false', PASSWORD_HASH_COST: '12' }),
    ).toThrow(
      'Invalid configuration: PASSWORD_HASH_COST below 17 is for tests only (NODE_ENV=test)',
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: '30' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('verifies hashes made at the old cost (2^14) and marks them for rehashing', async () => {
    const old = await hashPassword('kept from before', { cost: 14 });
    expect(old.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('kept from before', old, { cost: 12 })).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(old, { cost: 14 })).toBe(false);
    // nothing to compare against: false, after the same work
    expect(await verifyPassword('anything', null, { cost: 12 })).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$1048576$8$1$AA$AA', { cost: 12 })).toBe(false);
  });
});
