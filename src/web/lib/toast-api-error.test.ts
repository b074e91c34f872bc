import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../components/ui/toast/toast-store.js';
import { apiErrorFrom, networkFailure } from './api-error.js';
import { toastApiError } from './toast-api-error.js';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', { location: { href: 'http://localhost/settings' } });
});

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const last = () => getToasts()[0];

describe('toastApiError, the one failure toast', () => {
  it("shows 'Error' with the server's message of a refusal", () => {
    toastApiError(apiErrorFrom(429, '{"message":"Too many requests","code":"rate_limited"}'), 'F');
    expect(last()).toMatchObject({
      title: 'Error',
      description: 'Too many requests',
      variant: 'destructive',
    });
  });

  it('shows the fallback for a server failure or no answer, under the given title', () => {
    toastApiError(
      apiErrorFrom(500, '{"message":"x","code":"internal"}'),
      'Upload failed',
      'Upload Failed',
    );
    expect(last()).toMatchObject({ title: 'Upload Failed', description: 'Upload failed' });
    toastApiError(networkFailure(new TypeError('Failed to fetch')), 'Failed to save');
    expect(last()).toMatchObject({ title: 'Error', description: 'Failed to save' });
  });

  it('a fixed description and an action (spec core §8 texts), or the title alone', () => {
    toastApiError(apiErrorFrom(403, '{"message":"m","code":"limit_reached"}'), undefined, {
      title: 'Property Limit Reached',
      description: 'Upgrade to add more.',
      action: { label: 'Upgrade Now', href: '/billing' },
    });
    expect(last()).toMatchObject({
      title: 'Property Limit Reached',
      description: 'Upgrade to add more.',
      action: { label: 'Upgrade Now', href: '/billing' },
    });
    toastApiError(apiErrorFrom(500, 'boom'), undefined, 'Failed to update property');
    expect(last()).toMatchObject({ title: 'Failed to update property', description: undefined });
  });

  it('an authorisation failure logs in again instead', () => {
    toastApiError(apiErrorFrom(401, '{"message":"Unauthorized","code":"unauthorized"}'), 'F');
    expect(last()).toMatchObject({ title: 'Unauthorized' });
  });
});
