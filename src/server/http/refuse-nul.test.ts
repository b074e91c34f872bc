// A NUL character anywhere in a request is refused with a 400 before any route reads it
// (PostgreSQL text cannot store one); the same text without it goes through.
import { describe, expect, it } from 'vitest';
import { call } from '../test/actors.js';
import { propertyBody } from '../test/factories.js';
import { useTestAppWithAdmin } from '../test/use-test-app.js';
import { NUL_MESSAGE } from './refuse-nul.js';

describe('NUL characters', () => {
  const { t, admin } = useTestAppWithAdmin();

  it('in a nested JSON field, a query or a path: 400 with the reason, nothing stored', async () => {
    const refused = [
      await call(t.app, admin, {
        method: 'POST',
        url: '/api/properties',
        payload: propertyBody({ name: 'A\u0000B' }),
      }),
      await call(t.app, admin, { url: '/api/alerts?limit=%00' }),
      await call(t.app, admin, { url: '/api/properties/1%00' }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: NUL_MESSAGE, code: 'validation' });
    }
    const list = await call(t.app, admin, { url: '/api/properties' });
    expect(list.json()).toHaveLength(0);
    const ok = await call(t.app, admin, {
      method: 'POST',
      url: '/api/properties',
      payload: propertyBody({ name: 'A B' }),
    });
    expect(ok.statusCode).toBe(201);
  });
});
