// Every /api/google-sheets route against every kind of caller: 401 signed out, 403 for viewers
// (import is a staff permission), and callers of another workspace never reach this one's imports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTOR_NAMES,
  byRole,
  call,
  createActors,
  expectMatrix,
  type Actors,
} from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { csvFile, multipart } from './test-support/files.js';
import { preview, PREVIEW_UPLOAD_URL, SPEC_UPLOAD_URL } from './test-support/import-calls.js';

let t: TestApp;
let actors: Actors;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  actors = await createActors(t.ctx);
});
afterAll(() => t.close());

// one address per file, unique also as staff see it (last octet masked: a row matching several
// properties as seen is refused)
const file = () => csvFile(`name,address,ip\nM ${++seq},1 Road,127.80.${seq}.1\n`);
/** a fresh preview in the admin's workspace */
const freshImport = async () => (await preview(t.app, actors.admin, 'm.csv', file())).id;

describe('google-sheets routes x actors', () => {
  it('answers each caller as the permission map says', async () => {
    await expectMatrix(t.app, actors, [
      { method: 'GET', url: '/api/google-sheets/settings', expect: byRole(403, 200, 200) },
      {
        method: 'GET',
        url: '/api/google-sheets/template?format=csv',
        expect: byRole(403, 200, 200),
      },
      // not configured yet: allowed callers reach the handler, which says so
      { method: 'POST', url: '/api/google-sheets/sync', expect: byRole(403, 400, 400) },
      {
        method: 'POST',
        url: '/api/google-sheets/settings',
        body: { spreadsheetId: 'abc123', sheetName: '' },
        expect: byRole(403, 200, 200),
      },
      {
        method: 'GET',
        url: async () => `/api/google-sheets/imports/${await freshImport()}`,
        expect: byRole(403, 200, 200, 404),
      },
      {
        method: 'POST',
        url: async () => `/api/google-sheets/imports/${await freshImport()}/commit`,
        expect: byRole(403, 202, 202, 404),
      },
    ]);
  });

  it('lets staff and admins upload, and nobody else', async () => {
    // the page's upload answers the import to preview (202), the specification's the result (200)
    for (const [url, ok] of [
      [PREVIEW_UPLOAD_URL, 202],
      [SPEC_UPLOAD_URL, 200],
    ] as const) {
      const got: Record<string, number> = {};
      for (const name of ACTOR_NAMES) {
        const body = multipart({ name: 'u.csv', data: file() });
        const res = await call(t.app, actors[name], {
          method: 'POST',
          url,
          payload: body.payload,
          headers: body.headers,
        });
        got[name] = res.statusCode;
      }
      expect(got).toEqual(byRole(403, ok, ok));
    }
  });
});
