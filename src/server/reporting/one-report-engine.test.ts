// Mail, downloads, the dashboard and the uptime columns read one report module: for the same
// window they list the same properties in the same order with the same figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedReport } from '../notify/reports/mailed-report.js';
import { reportCsv } from '../notify/reports/report-mail.js';
import { insertHourly, insertProperty } from '../test/factories.js';
import { parseCsv } from '../test/parse-csv.js';
import { call, createActor, type Actor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { refreshUptime } from './refresh-uptime.js';

describe('one report engine', () => {
  let t: TestApp;
  let admin: Actor;
  const get = async (url: string) => {
    const res = await call(t.app, admin, { url });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createActor(t.ctx, 'admin');
    const pool = t.ctx.database.pool;
    const ws = admin.workspaceId!;
    // Inserted out of order: every reader sorts by lower(name), then id.
    const beta = await insertProperty(pool, ws, { name: 'beta Court', ip: '127.0.0.31' });
    const alphaUpper = await insertProperty(pool, ws, { name: 'Alpha House', ip: '127.0.0.32' });
    const alphaLower = await insertProperty(pool, ws, { name: 'alpha house', ip: '127.0.0.33' });
    // 2 of 3 checks up at 10.125 ms: 66.67 % and 10.13 ms with the one rounding (2 decimals).
    for (const id of [beta, alphaUpper, alphaLower]) {
      await insertHourly(pool, id, 0, { checks: 3, ups: 2, rttMs: 10.125 });
    }
    await insertHourly(pool, beta, 2, { checks: 1, ups: 1, rttMs: 2 });
  });
  afterAll(() => t.close());

  it('the mailed report and the download list the same rows, order and figures', async () => {
    const now = new Date();
    const csv = parseCsv((await get('/api/reports/daily')).body);
    const downloaded = csv
      .slice(
        1,
        csv.findIndex((r) => r.length === 1 && r[0] === ''),
      )
      .map((r) => [r[0], r[5], r[8]]);
    const mailed = await mailedReport(t.ctx.database.db, {
      workspaceId: admin.workspaceId!,
      timeZone: 'UTC',
      periodEnd: now,
      days: 1,
    });
    const mailedRows = parseCsv(reportCsv(mailed))
      .slice(1)
      .filter((r) => r.length > 1)
      .map((r) => [r[0], r[3], r[4]]);
    expect(downloaded).toEqual([
      ['Alpha House', '66.67', '10.13'],
      ['alpha house', '66.67', '10.13'],
      ['beta Court', '75', '7.42'],
    ]);
    expect(mailedRows).toEqual(downloaded);
    // 7 of 10 checks over 24 h for the workspace, in the mail and on the dashboard alike
    expect(mailed.uptime24h).toBe(70);
    const stats = (await get('/api/dashboard/stats')).json();
    expect(stats.systemUptime).toBe(70);
  });

  it('the uptime columns and a property history use the same 24-hour window', async () => {
    await refreshUptime(t.ctx.database.db);
    const list = (await get('/api/properties')).json() as Array<{
      id: number;
      name: string;
      uptime: Record<string, number | null>;
    }>;
    const beta = list.find((p) => p.name === 'beta Court')!;
    // 30 days read the daily rollups, which this test does not write
    expect(beta.uptime).toEqual({ '24h': 75, '7d': 75, '30d': null });
    const history = (await get(`/api/properties/${beta.id}/history?range=24h`)).json();
    expect(history).toMatchObject({ uptime: 75, checks: 4, avgResponseTime: 7.42 });
  });
});
