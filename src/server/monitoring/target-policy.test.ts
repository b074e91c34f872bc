import { describe, expect, it } from 'vitest';
import { cidrContains, createTargetPolicy, parseCidr } from './target-policy.js';

const refusal = (ip: string) => ({
  ok: false,
  reason: `Address ${ip} is not allowed by this installation's monitoring policy`,
});

describe('parseCidr / cidrContains', () => {
  it('matches addresses inside the range only', () => {
    const c = parseCidr('172.16.0.0/12');
    expect(cidrContains(c, parseCidr('172.16.0.1').base)).toBe(true);
    expect(cidrContains(c, parseCidr('172.31.255.255').base)).toBe(true);
    expect(cidrContains(c, parseCidr('172.32.0.0').base)).toBe(false);
    expect(cidrContains(c, parseCidr('172.15.255.255').base)).toBe(false);
  });

  it('handles /0, /32, bare addresses and host bits set', () => {
    expect(cidrContains(parseCidr('0.0.0.0/0'), parseCidr('255.255.255.255').base)).toBe(true);
    expect(cidrContains(parseCidr('8.8.8.8/32'), parseCidr('8.8.8.8').base)).toBe(true);
    expect(cidrContains(parseCidr('8.8.8.8'), parseCidr('8.8.8.9').base)).toBe(false);
    expect(parseCidr('192.168.1.77/24').base).toBe(parseCidr('192.168.1.0').base);
  });

  it.each([
    '',
    '10.0.0.0/33',
    '10.0.0/8',
    '10.0.0.0/8/1',
    '256.0.0.0/8',
    'example.com',
    '10.0.0.0/-1',
    '::1/128',
  ])('rejects invalid range %j', (text) =>
    expect(() => parseCidr(text)).toThrow(/Invalid IPv4 CIDR/),
  );
});

describe('createTargetPolicy', () => {
  it('allows everything by default when self-hosted', () => {
    const p = createTargetPolicy({ hosted: false, allow: [], deny: [] });
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '203.0.113.5'])
      expect(p.check(ip)).toEqual({ ok: true });
  });

  it('refuses what is denied even when allowed', () => {
    const p = createTargetPolicy({
      hosted: false,
      allow: ['203.0.113.0/24'],
      deny: ['203.0.113.128/25'],
    });
    expect(p.check('203.0.113.5')).toEqual({ ok: true });
    expect(p.check('203.0.113.200')).toEqual(refusal('203.0.113.200'));
  });

  it('with an allow list, refuses addresses outside it', () => {
    const p = createTargetPolicy({ hosted: false, allow: ['127.0.0.0/8'], deny: [] });
    expect(p.check('127.5.6.7')).toEqual({ ok: true });
    expect(p.check('198.51.100.1')).toEqual(refusal('198.51.100.1'));
  });

  it('hosted: refuses loopback, private, CGNAT, link-local, multicast, reserved and broadcast', () => {
    const p = createTargetPolicy({ hosted: true, allow: [], deny: [] });
    const special = [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.254',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.255',
      '169.254.169.254',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '0.0.0.0',
      '0.1.2.3',
      '255.255.255.255',
      '192.0.0.1',
      '192.0.0.192',
      '198.18.0.1',
      '198.19.255.254',
      '169.254.170.2',
      '100.100.100.200',
      '168.63.129.16',
    ];
    for (const ip of special) expect(p.check(ip), ip).toEqual(refusal(ip));
    const publicOnes = ['203.0.113.5', '8.8.8.8', '172.32.0.1', '100.128.0.1', '11.0.0.1'];
    for (const ip of [
      ...publicOnes,
      '192.0.1.1',
      '198.17.255.255',
      '198.20.0.1',
      '168.63.129.17',
    ]) {
      expect(p.check(ip), ip).toEqual({ ok: true });
    }
  });

  it('hosted: an explicit allow entry opens a special range, a catch-all does not', () => {
    const p = createTargetPolicy({
      hosted: true,
      allow: ['127.0.0.0/8', '10.200.0.0/16', '0.0.0.0/0'],
      deny: [],
    });
    expect(p.check('127.0.0.1')).toEqual({ ok: true });
    expect(p.check('10.200.3.4')).toEqual({ ok: true });
    expect(p.check('10.1.2.3')).toEqual(refusal('10.1.2.3'));
    expect(p.check('192.168.1.1')).toEqual(refusal('192.168.1.1'));
    expect(p.check('203.0.113.9')).toEqual({ ok: true });
  });

  it('hosted: a cloud metadata address opens only with an allow entry of exactly that address', () => {
    const broad = createTargetPolicy({ hosted: true, allow: ['169.254.0.0/16'], deny: [] });
    expect(broad.check('169.254.1.1')).toEqual({ ok: true });
    expect(broad.check('169.254.169.254')).toEqual(refusal('169.254.169.254'));
    const exact = createTargetPolicy({ hosted: true, allow: ['169.254.169.254/32'], deny: [] });
    expect(exact.check('169.254.169.254')).toEqual({ ok: true });
  });

  it('hosted: explicit deny still wins over an explicit allow of a special range', () => {
    const p = createTargetPolicy({ hosted: true, allow: ['127.0.0.0/8'], deny: ['127.0.0.53/32'] });
    expect(p.check('127.0.0.1')).toEqual({ ok: true });
    expect(p.check('127.0.0.53')).toEqual(refusal('127.0.0.53'));
  });

  it('refuses text that is not a plain IPv4 address', () => {
    const p = createTargetPolicy({ hosted: false, allow: [], deny: [] });
    for (const ip of ['localhost', '127.1', '::1', '1.2.3.4.5', '01.2.3.4', '']) {
      expect(p.check(ip).ok, ip).toBe(false);
    }
  });

  it('throws at creation on a malformed range in the configuration', () => {
    expect(() => createTargetPolicy({ hosted: false, allow: ['10.0.0.0/40'], deny: [] })).toThrow();
  });
});
