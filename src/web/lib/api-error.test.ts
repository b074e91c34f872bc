import { describe, expect, it } from 'vitest';
import { parseApiError } from './api-error.js';

describe('parseApiError', () => {
  it('reads the server message from a JSON body', () => {
    const info = parseApiError(
      new Error('409: {"message":"An account with this email already exists","code":"conflict"}'),
    );
    expect(info).toEqual({
      status: 409,
      body: { message: 'An account with this email already exists', code: 'conflict' },
      message: 'An account with this email already exists',
      code: 'conflict',
    });
  });

  it('keeps the other JSON fields (e.g. a limit-reached answer)', () => {
    const info = parseApiError(
      new Error(
        '403: {"message":"Property limit reached","upgradeRequired":true,"plan":"solo","limit":1}',
      ),
    );
    expect(info.status).toBe(403);
    expect(info.body).toMatchObject({ upgradeRequired: true, plan: 'solo', limit: 1 });
  });

  it('falls back to the body text, then to the error message', () => {
    expect(parseApiError(new Error('500: Internal Server Error')).message).toBe(
      'Internal Server Error',
    );
    expect(parseApiError(new Error('Failed to fetch'))).toEqual({
      status: null,
      body: undefined,
      message: 'Failed to fetch',
      code: null,
    });
  });
});
