import { describe, expect, it } from 'vitest';
import {
  loginQuery,
  loginUrl,
  RETURN_TO_MAX_LENGTH,
  returnToOf,
  safeReturnTo,
  signInUrl,
} from './return-to.js';

describe('safeReturnTo: where sign-in may send a person', () => {
  it.each([
    ['/team', '/team'],
    ['/team?tab=members&sort=name', '/team?tab=members&sort=name'],
    [
      '/properties/3f2a9c1e-0000-4000-8000-000000000000',
      '/properties/3f2a9c1e-0000-4000-8000-000000000000',
    ],
    ['/faq#which-plans-are-there', '/faq#which-plans-are-there'],
    ['/', '/'],
    // what a query holds is the page's business: an encoded slash or URL there is no destination
    [
      '/reports?from=2026-01-01T00%3A00&back=%2F%2Fevil.example',
      '/reports?from=2026-01-01T00%3A00&back=%2F%2Fevil.example',
    ],
    ['/properties?search=my%20house', '/properties?search=my%20house'],
    ['/properties?search=100%', '/properties?search=100%'],
    // as a browser sends it
    ['/properties?search=my house', '/properties?search=my%20house'],
    ['/caf\u00e9', '/caf%C3%A9'],
  ])('takes the page path %j', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });

  it.each([
    // other origins, plain
    '//evil.example',
    '///evil.example',
    '//evil.example/team',
    'https://evil.example/team',
    'http:/evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'evil.example',
    'team',
    '',
    ' /team',
    // backslashes, which a browser reads as slashes
    '/\\evil.example',
    '\\\\evil.example',
    '/team\\..\\..\\',
    // controls a URL parser drops: `/\t/evil` is `//evil`
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    // encoded once, twice, in any case
    '/%2F/evil.example',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F/evil.example',
    '/%25252F/evil.example',
    '/%2525252F/evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    // dot segments that resolve to `//host`
    '/a/..//evil.example',
    '/./%2F/evil.example',
    // server actions, not pages
    '/api/logout',
    '/api',
    '/API/logout',
    '/%61pi/logout',
    '/api/login?next=/team',
  ])('refuses %j', (raw) => {
    expect(safeReturnTo(raw)).toBeNull();
  });

  it('refuses what is not one string of a sensible length', () => {
    for (const raw of [undefined, null, 42, ['/team'], { path: '/team' }]) {
      expect(safeReturnTo(raw)).toBeNull();
    }
    expect(safeReturnTo(`/${'a'.repeat(RETURN_TO_MAX_LENGTH - 1)}`)).not.toBeNull();
    expect(safeReturnTo(`/${'a'.repeat(RETURN_TO_MAX_LENGTH)}`)).toBeNull();
  });

  it('reads ?next= from a query string', () => {
    expect(returnToOf('?next=%2Fteam%3Ftab%3Dmembers')).toBe('/team?tab=members');
    expect(returnToOf('?mode=sign-up&next=/settings')).toBe('/settings');
    expect(returnToOf('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnToOf('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnToOf('')).toBeNull();
  });
});

describe('sign-in links that carry a destination', () => {
  it('adds ?next= only for a safe page other than the dashboard', () => {
    expect(loginUrl('/team?tab=members')).toBe('/api/login?next=%2Fteam%3Ftab%3Dmembers');
    expect(signInUrl('/properties/abc')).toBe('/sign-in?next=%2Fproperties%2Fabc');
    expect(loginUrl('/')).toBe('/api/login');
    expect(loginUrl('//evil.example')).toBe('/api/login');
    expect(loginUrl(null)).toBe('/api/login');
    expect(signInUrl(undefined)).toBe('/sign-in');
  });

  it('ignores a destination /api/login cannot use instead of refusing the sign-in', () => {
    expect(loginQuery.parse({ next: '/team' })).toEqual({ next: '/team' });
    expect(loginQuery.parse({})).toEqual({});
    expect(loginQuery.parse({ next: ['/team', '/settings'] })).toEqual({ next: undefined });
    expect(loginQuery.parse({ next: 'x'.repeat(RETURN_TO_MAX_LENGTH + 1) })).toEqual({
      next: undefined,
    });
  });
});
