import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '../../contracts/errors.js';
import { PROPERTY_MSG } from '../../contracts/properties.js';
import {
  ApiError,
  apiErrorFrom,
  failureMessage,
  hasCode,
  limitReachedOf,
  NETWORK_FAILURE_MESSAGE,
} from './api-error.js';
import { apiFetch } from './api-fetch.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (res: () => Response | Promise<Response>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => res()),
  );

const failure = (url = '/api/x') =>
  apiFetch(url).then(
    () => null,
    (e: unknown) => e,
  );

describe('ApiError of an answer of our server', () => {
  it.each(ERROR_CODES.map((code) => [ERROR_STATUS[code], code] as const))(
    '%s {message, code: %s} -> that status, code and message',
    async (status, code) => {
      answer(() => new Response(JSON.stringify({ message: `said ${code}`, code }), { status }));
      const err = await failure();
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status, code, message: `said ${code}`, details: {} });
      expect(hasCode(err, code)).toBe(true);
    },
  );

  it('a limit_reached answer: its one payload in details, read by limitReachedOf', async () => {
    const body = {
      message: PROPERTY_MSG.limitReached,
      code: 'limit_reached',
      upgradeRequired: true,
      plan: 'starter',
      limit: 10,
      used: 10,
    };
    answer(() => new Response(JSON.stringify(body), { status: 403 }));
    const err = await failure('/api/properties');
    expect(err).toMatchObject({
      status: 403,
      code: 'limit_reached',
      message: 'Property limit reached. Upgrade your plan to add more properties.',
      details: { upgradeRequired: true, plan: 'starter', limit: 10, used: 10 },
    });
    expect(limitReachedOf(err)).toEqual({
      upgradeRequired: true,
      plan: 'starter',
      limit: 10,
      used: 10,
    });
    // the SMS refusal names the plan only
    const sms = apiErrorFrom(
      403,
      '{"message":"m","code":"limit_reached","upgradeRequired":true,"plan":"basic"}',
    );
    expect(limitReachedOf(sms)).toEqual({ upgradeRequired: true, plan: 'basic' });
  });

  it('other facts of a refusal stay in details (a plan too small for the properties)', () => {
    const err = apiErrorFrom(
      409,
      '{"message":"Remove 2","code":"conflict","propertiesToRemove":2}',
    );
    expect(err).toMatchObject({ code: 'conflict', details: { propertiesToRemove: 2 } });
    expect(limitReachedOf(err)).toBeNull();
  });

  it('a limit_reached without its payload is not a plan limit to show', () => {
    expect(limitReachedOf(apiErrorFrom(403, '{"message":"m","code":"limit_reached"}'))).toBeNull();
    expect(limitReachedOf(new Error('403: {"code":"limit_reached"}'))).toBeNull();
  });
});

describe('ApiError of an answer not of our server', () => {
  it('a proxy page: coded by its status, its text the message', async () => {
    answer(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    expect(await failure()).toMatchObject({
      status: 502,
      code: 'unavailable',
      message: '<html>Bad Gateway</html>',
    });
    expect(apiErrorFrom(500, 'Internal Server Error')).toMatchObject({ code: 'internal' });
    expect(apiErrorFrom(413, 'Request Entity Too Large').code).toBe('payload_too_large');
    expect(apiErrorFrom(429, 'slow down').code).toBe('rate_limited');
    expect(apiErrorFrom(418, "I'm a teapot").code).toBe('bad_request');
  });

  it('an empty body: the status text', async () => {
    answer(() => new Response('', { status: 404, statusText: 'Not Found' }));
    expect(await failure()).toMatchObject({ status: 404, code: 'not_found', message: 'Not Found' });
  });

  it('JSON without a code of ours: coded by status, the message read if it has one', () => {
    expect(apiErrorFrom(409, '{"message":"taken"}')).toMatchObject({
      code: 'conflict',
      message: 'taken',
    });
    expect(apiErrorFrom(400, '{"message":"x","code":"SOMETHING_ELSE"}').code).toBe('bad_request');
    expect(apiErrorFrom(400, '[1,2]')).toMatchObject({ message: '[1,2]', details: {} });
  });

  it('a foreign 401 is an authorisation failure only when it says Unauthorized (spec core §7)', () => {
    expect(apiErrorFrom(401, 'Unauthorized').code).toBe('unauthorized');
    expect(apiErrorFrom(401, 'Forbidden').code).toBe('bad_request');
  });
});

describe('no answer at all', () => {
  it('a network failure is the ApiError `network`, status 0, with words for people', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await failure();
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, code: 'network', message: NETWORK_FAILURE_MESSAGE });
    expect((err as Error).cause).toBeInstanceOf(TypeError);
  });

  it('a cancelled call stays an AbortError (nothing to show)', async () => {
    answer(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    const err = await failure();
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as Error).name).toBe('AbortError');
  });
});

describe('failureMessage', () => {
  it("the server's words for a refusal (4xx) or a deliberate 503, else the fallback", () => {
    expect(
      failureMessage(apiErrorFrom(400, '{"message":"Bad name","code":"validation"}'), 'F'),
    ).toBe('Bad name');
    expect(
      failureMessage(
        apiErrorFrom(503, '{"message":"Billing is not configured","code":"unavailable"}'),
        'F',
      ),
    ).toBe('Billing is not configured');
    expect(
      failureMessage(apiErrorFrom(500, '{"message":"Internal error","code":"internal"}'), 'F'),
    ).toBe('F');
    expect(failureMessage(apiErrorFrom(400, '{"message":" ","code":"validation"}'), 'F')).toBe('F');
    expect(failureMessage(new ApiError(0, 'network', NETWORK_FAILURE_MESSAGE), 'F')).toBe('F');
    expect(failureMessage(new Error('a bug'), 'F')).toBe('F');
  });
});
