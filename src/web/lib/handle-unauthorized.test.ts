import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../components/ui/toast/toast-store.js';
import { apiErrorFrom } from './api-error.js';
import { handleUnauthorized } from './handle-unauthorized.js';

const unauthorized = apiErrorFrom(401, '{"message":"Unauthorized","code":"unauthorized"}');

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', { location: { href: 'http://localhost/properties' } });
});

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('handleUnauthorized', () => {
  it('shows the logged-out toast and goes to /api/login after 500 ms, to come back here', () => {
    expect(handleUnauthorized(unauthorized)).toBe(true);
    expect(getToasts()[0]).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(499);
    expect(window.location.href).toBe('http://localhost/properties');
    vi.advanceTimersByTime(1);
    expect(window.location.href).toBe('/api/login?next=%2Fproperties');
  });

  it('keeps the query of the page it returns to; from the dashboard, plain /api/login', () => {
    window.location.href = 'http://localhost/alerts?filter=unread#latest';
    handleUnauthorized(unauthorized);
    vi.advanceTimersByTime(500);
    expect(window.location.href).toBe('/api/login?next=%2Falerts%3Ffilter%3Dunread%23latest');

    window.location.href = 'http://localhost/';
    handleUnauthorized(unauthorized);
    vi.advanceTimersByTime(500);
    expect(window.location.href).toBe('/api/login');
  });

  it('leaves other errors to the caller', () => {
    expect(handleUnauthorized(apiErrorFrom(500, 'boom'))).toBe(false);
    expect(getToasts()).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(window.location.href).toBe('http://localhost/properties');
  });
});
