// The linked Google sheet through the real Sheets client against a fake Google on loopback: the
// settings' rules, a shared sheet syncs through the same preview and commit as a file, and
// Google's refusals come back in words a person can act on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_MSG,
  type ImportJob,
  type SheetSettings,
} from '../../../contracts/google-sheets.js';
import type { Property } from '../../../contracts/properties.js';
import { call, createActor, getOk, type Actor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { HEADER, propertyRows } from './test-support/files.js';
import { startFakeGoogle, type FakeGoogle } from './test-support/fake-google.js';
import { commit, waitForImport } from './test-support/import-calls.js';

let google: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp(google.env);
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const settings = (actor: Actor) =>
  getOk<SheetSettings>(t.app, actor, '/api/google-sheets/settings');
const save = (actor: Actor, body: Record<string, unknown>) =>
  call(t.app, actor, { method: 'POST', url: '/api/google-sheets/settings', payload: body });
const sync = (actor: Actor) =>
  call(t.app, actor, { method: 'POST', url: '/api/google-sheets/sync' });

let seq = 0;
/** an admin whose workspace links a new sheet, shared with the service account or not */
async function linked(tabs: Record<string, string[][]>, shared = true, sheetName = '') {
  const admin = await createActor(t.ctx, 'admin');
  const id = `sheet${++seq}`;
  google.sheets.set(id, { sharedWith: shared ? [google.email] : [], tabs });
  expect((await save(admin, { spreadsheetId: id, sheetName })).statusCode).toBe(200);
  return admin;
}

describe('sheet settings', () => {
  it('start empty with the default sheet name and the service account to share with', async () => {
    const admin = await createActor(t.ctx, 'admin');
    expect(await settings(admin)).toMatchObject({
      spreadsheetId: '',
      sheetName: 'Properties',
      configured: false,
      serviceAccountEmail: google.email,
      sheetUrl: null,
      status: { lastSyncAt: null, result: null, errors: [] },
    });
  });

  it('refuse a blank spreadsheet ID, take one from a pasted address, default the sheet name', async () => {
    const admin = await createActor(t.ctx, 'admin');
    for (const spreadsheetId of ['', '   ', undefined]) {
      const res = await save(admin, { spreadsheetId, sheetName: 'X' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(IMPORT_MSG.spreadsheetIdRequired);
    }
    const bad = await save(admin, { spreadsheetId: 'a b', sheetName: '' });
    expect(bad.json().message).toBe(IMPORT_MSG.spreadsheetIdInvalid);
    expect((await settings(admin)).configured).toBe(false);

    const res = await save(admin, {
      spreadsheetId: ' https://docs.google.com/spreadsheets/d/1AbC-dEf_9/edit#gid=0 ',
      sheetName: '  ',
    });
    expect(res.json()).toMatchObject({
      spreadsheetId: '1AbC-dEf_9',
      sheetName: 'Properties',
      configured: true,
      sheetUrl: 'https://docs.google.com/spreadsheets/d/1AbC-dEf_9/edit',
    });
    expect(await settings(admin)).toMatchObject({
      spreadsheetId: '1AbC-dEf_9',
      sheetName: 'Properties',
    });
  });

  it('asks for the settings before a sync', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const res = await sync(admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_MSG.notConfigured);
  });
});

describe('sync', () => {
  it('reads a shared sheet, previews it like a file and imports it on confirmation', async () => {
    const admin = await linked({ Properties: [HEADER, ...propertyRows(3, 71, 'Sheet')] });
    const res = await sync(admin);
    expect(res.statusCode).toBe(202);
    const p = await waitForImport(t.app, admin, (res.json() as ImportJob).id);
    expect(p).toMatchObject({ source: 'sheet', status: 'preview', counts: { create: 3 } });
    expect(google.tokensIssued()).toBeGreaterThan(0);
    expect(await commit(t.app, admin, p.id)).toMatchObject({ importedCount: 3 });
    const names = (await getOk<Property[]>(t.app, admin, '/api/properties')).map((x) => x.name);
    expect(names.sort()).toEqual(['Sheet 1', 'Sheet 2', 'Sheet 3']);
    expect((await settings(admin)).status).toMatchObject({
      result: 'success',
      counts: { imported: 3, updated: 0, unchanged: 0, refused: 0 },
    });
    // syncing again changes nothing
    const again = await waitForImport(t.app, admin, (await sync(admin)).json().id);
    expect(again.counts).toMatchObject({ create: 0, update: 0, unchanged: 3 });
  });

  it('reads the sheet named in the settings', async () => {
    const admin = await linked(
      { 'North Side': [HEADER, ...propertyRows(1, 72)] },
      true,
      'North Side',
    );
    const p = await waitForImport(t.app, admin, (await sync(admin)).json().id);
    expect(p.counts.create).toBe(1);
  });

  it('says when the sheet is not shared with the service account', async () => {
    const admin = await linked({ Properties: [HEADER] }, false);
    const res = await sync(admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_MSG.notShared(google.email));
    expect((await settings(admin)).status).toMatchObject({
      result: 'failed',
      message: IMPORT_MSG.notShared(google.email),
    });
  });

  it('says when the spreadsheet or the sheet does not exist, or the header is missing', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await save(admin, { spreadsheetId: 'nosuchsheet', sheetName: '' });
    expect((await sync(admin)).json().message).toBe(IMPORT_MSG.sheetNotFound);

    const other = await linked({ Elsewhere: [HEADER] });
    expect((await sync(other)).json().message).toBe(IMPORT_MSG.tabMissing('Properties'));

    const noHeader = await linked({
      Properties: [
        ['Building', 'Street'],
        ['A', 'B'],
      ],
    });
    const p = await waitForImport(t.app, noHeader, (await sync(noHeader)).json().id);
    expect(p).toMatchObject({
      status: 'failed',
      message: IMPORT_MSG.missingColumns(['name', 'address', 'ipAddress']),
    });
  });
});

describe('without a service account', () => {
  it('says the operator has not set it up', async () => {
    const bare = await createTestApp();
    try {
      const admin = await createActor(bare.ctx, 'admin');
      const got = await getOk<SheetSettings>(bare.app, admin, '/api/google-sheets/settings');
      expect(got.serviceAccountEmail).toBeNull();
      await call(bare.app, admin, {
        method: 'POST',
        url: '/api/google-sheets/settings',
        payload: { spreadsheetId: 'abc' },
      });
      const res = await call(bare.app, admin, { method: 'POST', url: '/api/google-sheets/sync' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(IMPORT_MSG.sheetsNotSetUp);
    } finally {
      await bare.close();
    }
  });
});
