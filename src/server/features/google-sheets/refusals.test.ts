// What an upload refuses, with the specification's words: wrong type, over 10MB (refused while it
// streams), permission not confirmed; and hostile files: zip bombs, a file that is not what its
// name says, a missing header. Nothing is written by any of them.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { IMPORT_MSG, MAX_UPLOAD_BYTES } from '../../../contracts/google-sheets.js';
import { call, createActor, getOk } from '../../test/actors.js';
import { useTestAppWithAdmin } from '../../test/use-test-app.js';
import { csvFile, HEADER, multipart, xlsxFile } from './test-support/files.js';
import { preview, upload, UPLOAD_URLS } from './test-support/import-calls.js';
import { zipFile } from './test-support/zip.js';

const { t, admin } = useTestAppWithAdmin();

const GOOD_CSV = csvFile('name,address,ipAddress\nA,1 Road,127.70.0.1\n');

// Both uploads refuse the same way: the page's (previewed) and the specification's (imported at once).
describe.each(UPLOAD_URLS)('upload refusals at %s', (url) => {
  it('refuses a file that is not .xlsx, .xls or .csv', async () => {
    const res = await upload(t.app, admin, 'list.txt', GOOD_CSV, undefined, url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: IMPORT_MSG.invalidType, code: 'validation' });
  });

  it('refuses an upload whose permission box was not ticked', async () => {
    for (const value of ['false', '']) {
      const res = await upload(
        t.app,
        admin,
        'list.csv',
        GOOD_CSV,
        { hasPermissionConfirmed: value },
        url,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(IMPORT_MSG.permission);
    }
    const none = await upload(t.app, admin, 'list.csv', GOOD_CSV, {}, url);
    expect(none.json().message).toBe(IMPORT_MSG.permission);
  });

  it('refuses a request without a file, or not multipart', async () => {
    const body = multipart(null);
    const res = await call(t.app, admin, {
      method: 'POST',
      url,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_MSG.noFile);
    const json = await call(t.app, admin, {
      method: 'POST',
      url,
      payload: { hasPermissionConfirmed: true },
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a 10 MB + 1 byte file before the request has been sent in full', async () => {
    // once for both URLs: the app is shared
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const file = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a');
    const body = multipart({ name: 'huge.csv', data: file });
    // Everything but the end of the closing boundary is sent (chunked: no length to judge by); the answer
    // must come while the request is still open, so the server did not wait for the end.
    const head = body.payload.subarray(0, body.payload.length - 10);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: url,
          headers: { ...body.headers, cookie: admin.cookie!, 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body: text });
          });
        },
      );
      req.on('error', reject);
      req.write(head);
      setTimeout(() => reject(new Error('no answer before the request ended')), 15_000).unref();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: IMPORT_MSG.tooLarge,
      code: 'payload_too_large',
    });
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    const res = await call(t.app, admin, {
      method: 'POST',
      url,
      payload: GOOD_CSV,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(MAX_UPLOAD_BYTES * 2),
      },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(IMPORT_MSG.tooLarge);
  });

  it('wrote nothing for any of them', async () => {
    expect(await getOk<unknown[]>(t.app, admin, '/api/properties')).toHaveLength(0);
    const { rows } = await t.ctx.database.pool.query('SELECT id FROM property_imports');
    expect(rows).toHaveLength(0);
  });
});

describe('hostile files', () => {
  it('refuses a zip bomb whose entries say how large they are', async () => {
    const bomb = zipFile([
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(1000), declaredSize: 2 ** 32 - 1 },
    ]);
    const p = await preview(t.app, admin, 'bomb.xlsx', bomb);
    expect(p).toMatchObject({ status: 'failed', message: IMPORT_MSG.tooBig });
  });

  it('refuses a zip bomb whose entries lie about their size, without inflating it all', async () => {
    // 50 MB of zeros deflates to about 50 KB; the header says 1 KB
    const bomb = zipFile([
      { name: '[Content_Types].xml', content: Buffer.alloc(50 * 1024 * 1024), declaredSize: 1024 },
    ]);
    const p = await preview(t.app, admin, 'liar.xlsx', bomb);
    expect(p).toMatchObject({ status: 'failed', message: IMPORT_MSG.tooBig });
  });

  it('refuses a sheet past the column and cell ceilings from its dimension, before expanding it', async () => {
    const workbook = (ref: string, padding: number) =>
      zipFile([
        {
          name: 'xl/workbook.xml',
          content: Buffer.from(
            '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Properties" sheetId="1" r:id="rId1"/></sheets></workbook>',
          ),
        },
        {
          name: 'xl/_rels/workbook.xml.rels',
          content: Buffer.from(
            '<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
          ),
        },
        {
          name: 'xl/worksheets/sheet1.xml',
          content: Buffer.concat([
            Buffer.from(`<worksheet><dimension ref="${ref}"/><sheetData>`),
            Buffer.alloc(padding, ' '),
          ]),
          // the entry lies about its size: expanding it would be refused as a zip bomb instead
          declaredSize: 1024,
        },
      ]);
    const cells = await preview(t.app, admin, 'wide.xlsx', workbook('A1:J50001', 5_000_000));
    expect(cells).toMatchObject({ status: 'failed', message: IMPORT_MSG.tooManyCells(500_010) });
    const columns = await preview(t.app, admin, 'cols.xlsx', workbook('B2:AZ3', 5_000_000));
    expect(columns).toMatchObject({ status: 'failed', message: IMPORT_MSG.tooManyColumns(51) });
  });

  it('refuses a workbook or CSV with more columns than the ceiling', async () => {
    const header = [...HEADER, ...Array.from({ length: 46 }, (_, i) => `extra${i}`)];
    const xlsx = await preview(t.app, admin, 'wide.xlsx', await xlsxFile([header]));
    expect(xlsx).toMatchObject({ status: 'failed', message: IMPORT_MSG.tooManyColumns(51) });
    const csv = await preview(t.app, admin, 'wide.csv', csvFile(`${header.join(',')}\n`));
    expect(csv).toMatchObject({ status: 'failed', message: IMPORT_MSG.tooManyColumns(51) });
  });

  it('refuses a file that is not what its name says', async () => {
    const res = await upload(t.app, admin, 'fake.xlsx', GOOD_CSV);
    expect(res.statusCode).toBe(202);
    const p = await preview(t.app, admin, 'fake.xlsx', GOOD_CSV);
    expect(p).toMatchObject({ status: 'failed', message: IMPORT_MSG.invalidType });
    const xls = await preview(t.app, admin, 'fake.xls', await xlsxFile([['name']]));
    expect(xls).toMatchObject({ status: 'failed', message: IMPORT_MSG.invalidType });
  });

  it('says which columns are missing, and that a file has no rows', async () => {
    const p = await preview(t.app, admin, 'cols.csv', csvFile('Name,Street\nA,1 Road\n'));
    expect(p).toMatchObject({
      status: 'failed',
      message: IMPORT_MSG.missingColumns(['address', 'ipAddress']),
    });
    const empty = await preview(t.app, admin, 'empty.csv', csvFile('name,address,ip\n\n'));
    expect(empty).toMatchObject({ status: 'failed', message: IMPORT_MSG.noRows });
    expect(await getOk<unknown[]>(t.app, admin, '/api/properties')).toHaveLength(0);
  });

  it("keeps each workspace's imports to itself", async () => {
    const p = await preview(t.app, admin, 'mine.csv', GOOD_CSV);
    const other = await createActor(t.ctx, 'otherAdmin');
    for (const [method, url] of [
      ['GET', `/api/google-sheets/imports/${p.id}`],
      ['POST', `/api/google-sheets/imports/${p.id}/commit`],
    ] as const) {
      const res = await call(t.app, other, { method, url });
      expect(res.statusCode).toBe(404);
    }
    expect(await getOk<unknown[]>(t.app, admin, '/api/properties')).toHaveLength(0);
  });
});

describe('template', () => {
  it('downloads as .xlsx and .csv with the columns and one example row that is never probed', async () => {
    const csv = await call(t.app, admin, { url: '/api/google-sheets/template?format=csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('property-import-template.csv');
    const [header, example] = csv.body.trim().split(/\r?\n/);
    expect(header).toBe('name,address,ipAddress,type,description,group');
    expect(example).toContain('203.0.113.10');

    const xlsx = await call(t.app, admin, { url: '/api/google-sheets/template?format=xlsx' });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    // the untouched template previews its example row as refused here (not on the allow-list)
    const p = await preview(t.app, admin, 'template.xlsx', xlsx.rawPayload);
    expect(p.counts).toMatchObject({ create: 0, refused: 1 });
    expect(p.errors[0]).toMatchObject({ row: 2, field: 'ipAddress' });
  });
});
