import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { connectDatabase } from '../../db/client.js';
import { freePort } from '../../db/embedded.js';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database reachable', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', version: 'test' });
  });

  it('answers 503 when the database is unreachable', async () => {
    const port = await freePort(); // nothing listens there
    const database = connectDatabase(`postgres://u:p@127.0.0.1:${port}/none`, 1);
    const app = await buildApp({ config: testConfig(), database });
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', database: 'error' });
    await app.close();
    await database.close();
  });

  it('answers JSON 404 for unknown API paths and sets security headers', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
