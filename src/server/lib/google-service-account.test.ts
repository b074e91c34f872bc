import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

const key = {
  client_email: 'sync@project.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
};

describe('Google service account configuration', () => {
  it("is off without a key, and the API root is Google's", () => {
    expect(loadConfig({}).googleSheets).toEqual({
      serviceAccount: undefined,
      apiUrl: 'https://sheets.googleapis.com/',
    });
  });

  it("reads the key from the variable or a file, with Google's token endpoint by default", () => {
    const fromEnv = loadConfig({ GOOGLE_SERVICE_ACCOUNT_KEY: JSON.stringify(key) }).googleSheets;
    expect(fromEnv.serviceAccount).toEqual({
      email: key.client_email,
      privateKey: key.private_key,
      tokenUri: 'https://oauth2.googleapis.com/token',
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gkey-')), 'key.json');
    writeFileSync(file, JSON.stringify({ ...key, token_uri: 'http://127.0.0.1:1/token' }));
    const fromFile = loadConfig({
      GOOGLE_SERVICE_ACCOUNT_KEY_FILE: file,
      GOOGLE_SHEETS_API_URL: 'http://127.0.0.1:2',
    }).googleSheets;
    expect(fromFile).toMatchObject({
      serviceAccount: { tokenUri: 'http://127.0.0.1:1/token' },
      apiUrl: 'http://127.0.0.1:2/',
    });
  });

  it('refuses a key that is not a service account key, without printing it', () => {
    expect(() => loadConfig({ GOOGLE_SERVICE_ACCOUNT_KEY: 'not json' })).toThrow(/not JSON/);
    const bad = () =>
      loadConfig({ GOOGLE_SERVICE_ACCOUNT_KEY: JSON.stringify({ private_key: 'x' }) });
    expect(bad).toThrow(/needs client_email and private_key/);
    expect(() => loadConfig({ GOOGLE_SERVICE_ACCOUNT_KEY_FILE: '/nonexistent/key.json' })).toThrow(
      /cannot be read/,
    );
  });
});
