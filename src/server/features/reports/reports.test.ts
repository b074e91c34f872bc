import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MSG } from '../../../contracts/reports.js';
import { call, createActor, everyone, expectMatrix, type Actor } from '../../test/actors.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';
import { insertDaily, insertHourly, insertIncident, insertProperty } from '../../test/factories.js';
import { parseCsv } from '../../test/parse-csv.js';

const EVIL = '=HYPERLINK("x")';

describe('reports API', () => {
  const { t, a } = useTestAppWithActors();
  let fullIpMember: Actor;

  beforeAll(async () => {
    const pool = t.ctx.database.pool;
    const ws = a.admin.workspaceId!;
    // A platform owner who is also a member of the workspace: sees whole addresses.
    fullIpMember = await createActor(t.ctx, 'owner', { workspaceId: ws, role: 'viewer' });

    const oak = await insertProperty(pool, ws, { name: 'Oak Street', ip: '127.0.0.21' });
    await insertHourly(pool, oak, 0, { checks: 120, ups: 114, rttMs: 3 });
    await insertHourly(pool, oak, 1, { checks: 120, ups: 120, rttMs: 3 });
    await insertHourly(pool, oak, 30, { checks: 100, ups: 50, rttMs: 3 }); // weekly only
    await insertDaily(pool, oak, 0, { checks: 1000, ups: 990, rttMs: 4 });
    await insertDaily(pool, oak, 10, { checks: 1000, ups: 1000, rttMs: 4 });
    await insertDaily(pool, oak, 40, { checks: 1000, ups: 0 }); // older than a month

    const evil = await insertProperty(pool, ws, {
      name: EVIL,
      ip: '127.0.0.22',
      status: 'offline',
      address: 'Main St, Unit "B"',
      type: 'commercial',
    });
    await insertHourly(pool, evil, 0, { checks: 10, ups: 4, rttMs: 40 });
    await insertIncident(pool, ws, evil, 90, 30); // 30 min, inside the last 24 h
    await insertIncident(pool, ws, evil, 20, null); // ongoing for 20 min
    await insertIncident(pool, ws, evil, 3 * 24 * 60, 60); // three days ago: weekly only

    await insertProperty(pool, ws, { name: 'Quiet Lodge', status: 'unknown' });

    const foreign = await insertProperty(pool, a.otherAdmin.workspaceId!, {
      name: 'Foreign Tower',
    });
    await insertHourly(pool, foreign, 0, { checks: 50, ups: 0 });
    await insertIncident(pool, a.otherAdmin.workspaceId!, foreign, 30, null);
  });

  const get = (actor: Actor, url: string) => call(t.app, actor, { url });

  /** The CSV's property table as objects keyed by header, and its summary as a map. */
  async function csvReport(actor: Actor, url: string) {
    const res = await get(actor, url);
    expect(res.statusCode, res.body).toBe(200);
    const rows = parseCsv(res.body);
    const header = rows[0]!;
    const blank = rows.findIndex((r) => r.length === 1 && r[0] === '');
    const table = rows
      .slice(1, blank)
      .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]!])));
    const summary = new Map(rows.slice(blank + 2).map((r) => [r[0]!, r[1]!]));
    return {
      res,
      header,
      table,
      summary,
      byName: (n: string) => table.find((r) => r['Property Name'] === n),
    };
  }

  it('route x actor: every workspace member downloads reports and reads activity', async () => {
    const all = everyone;
    await expectMatrix(t.app, a, [
      { method: 'GET', url: '/api/reports/daily', expect: all(200) },
      { method: 'GET', url: '/api/reports/weekly?format=xlsx', expect: all(200) },
      { method: 'GET', url: '/api/reports/monthly?format=pdf', expect: all(200) },
      { method: 'GET', url: '/api/reports/custom?from=2026-01-01&to=2026-01-31', expect: all(200) },
      { method: 'GET', url: '/api/reports/yearly', expect: { ...all(404), anonymous: 401 } },
      { method: 'GET', url: '/api/activity', expect: all(200) },
    ]);
  });

  it('each format downloads as an attachment with its content type and a dated name', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const cases = [
      ['csv', 'text/csv; charset=utf-8'],
      ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['pdf', 'application/pdf'],
    ] as const;
    for (const [format, type] of cases) {
      const res = await get(a.staff, `/api/reports/daily?format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="property-report-daily-${today}.${format}"`,
      );
    }
    const csvDefault = await get(a.staff, '/api/reports/weekly');
    expect(csvDefault.headers['content-type']).toBe('text/csv; charset=utf-8');
    const custom = await get(
      a.staff,
      '/api/reports/custom?from=2026-01-01&to=2026-01-31&format=pdf',
    );
    expect(custom.headers['content-disposition']).toBe(
      'attachment; filename="property-report-custom-2026-01-01-to-2026-01-31.pdf"',
    );
  });

  it('daily CSV: a row per property with uptime, checks, response times, incidents, downtime', async () => {
    const { header, table, byName, summary } = await csvReport(a.staff, '/api/reports/daily');
    expect(header).toEqual([
      'Property Name',
      'Address',
      'IP Address',
      'Type',
      'Status',
      'Uptime %',
      'Checks',
      'Failed Checks',
      'Avg Response (ms)',
      'Min Response (ms)',
      'Max Response (ms)',
      'P95 Response (ms)',
      'Incidents',
      'Downtime (min)',
      'Upstream Down (min)',
      'Last Check (UTC)',
    ]);
    expect(table).toHaveLength(3);
    expect(byName('Oak Street')).toMatchObject({
      'IP Address': '127.0.0.x',
      Status: 'online',
      'Uptime %': '97.5',
      Checks: '240',
      'Failed Checks': '6',
      'Avg Response (ms)': '3',
      'Min Response (ms)': '3',
      'Max Response (ms)': '3',
      'P95 Response (ms)': '3',
      Incidents: '0',
      'Downtime (min)': '0',
    });
    expect(byName('Oak Street')!['Last Check (UTC)']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const evil = byName(`'${EVIL}`)!;
    expect(evil).toMatchObject({ Address: 'Main St, Unit "B"', Incidents: '2', 'Uptime %': '40' });
    expect(Number(evil['Downtime (min)'])).toBeCloseTo(50, 0);
    expect(byName('Quiet Lodge')).toMatchObject({ Status: 'unknown', 'Uptime %': '', Checks: '0' });
    expect(Object.fromEntries(summary)).toMatchObject({
      Report: 'Daily Summary',
      'Total Properties': '3',
      Online: '1',
      Offline: '1',
      Unknown: '1',
      Checks: '250',
      'Failed Checks': '12',
      'Overall Uptime %': '95.2',
      Incidents: '2',
    });
  });

  it('neutralises formula cells and quotes per RFC 4180', async () => {
    const { res } = await csvReport(a.staff, '/api/reports/daily');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).toContain('"Main St, Unit ""B"""');
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(res.body).toContain('\r\n');
  });

  it('masks the last octet for everyone but the platform owner, unless the workspace turns it off', async () => {
    expect(
      (await csvReport(a.viewer, '/api/reports/daily')).byName('Oak Street')!['IP Address'],
    ).toBe('127.0.0.x');
    expect(
      (await csvReport(fullIpMember, '/api/reports/daily')).byName('Oak Street')!['IP Address'],
    ).toBe('127.0.0.21');
    const other = await createActor(t.ctx, 'admin');
    await insertProperty(t.ctx.database.pool, other.workspaceId!, {
      name: 'Elm',
      ip: '127.0.0.99',
    });
    await t.ctx.database.pool.query('UPDATE workspaces SET mask_ips = false WHERE id = $1', [
      other.workspaceId,
    ]);
    expect((await csvReport(other, '/api/reports/daily')).byName('Elm')!['IP Address']).toBe(
      '127.0.0.99',
    );
  });

  it('weekly reads a week of hourly rollups, monthly 30 days of daily rollups', async () => {
    const weekly = await csvReport(a.admin, '/api/reports/weekly');
    expect(weekly.byName('Oak Street')).toMatchObject({
      Checks: '340',
      'Failed Checks': '56',
      'Uptime %': '83.53',
    });
    expect(weekly.byName(`'${EVIL}`)!.Incidents).toBe('3');
    const monthly = await csvReport(a.admin, '/api/reports/monthly');
    expect(monthly.byName('Oak Street')).toMatchObject({
      Checks: '2000',
      'Uptime %': '99.5',
      'Avg Response (ms)': '4',
    });
    expect(monthly.summary.get('Report')).toBe('Monthly Analytics');
  });

  it('custom ranges cover whole UTC days', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const r = await csvReport(a.admin, `/api/reports/custom?from=${today}&to=${today}`);
    expect(r.summary.get('From (UTC)')).toBe(`${today}T00:00:00Z`);
    const past = await csvReport(a.admin, '/api/reports/custom?from=2020-01-01&to=2020-01-31');
    expect(past.byName('Oak Street')).toMatchObject({
      Checks: '0',
      'Uptime %': '',
      Incidents: '0',
    });
  });

  it('dates downloads in the workspace time zone, as the mailed reports are', async () => {
    const zone = 'Pacific/Kiritimati'; // UTC+14: its date is ahead of UTC's most of the day
    const far = await createActor(t.ctx, 'admin');
    await t.ctx.database.pool.query('UPDATE workspaces SET timezone = $2 WHERE id = $1', [
      far.workspaceId,
      zone,
    ]);
    const localToday = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const res = await get(far, '/api/reports/daily?format=pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="property-report-daily-${localToday}.pdf"`,
    );
    // a local day three days ago: read by the hour, from its local midnight (10:00 UTC the day before)
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const day = dayOf(Date.parse(`${localToday}T00:00:00Z`) - 3 * 86_400_000);
    const dayBefore = dayOf(Date.parse(`${day}T00:00:00Z`) - 86_400_000);
    const custom = await csvReport(far, `/api/reports/custom?from=${day}&to=${day}`);
    expect(custom.summary.get('Time Zone')).toBe(zone);
    expect(custom.summary.get('From (UTC)')).toBe(`${dayBefore}T10:00:00Z`); // local midnight
    expect(custom.res.headers['content-disposition']).toBe(
      `attachment; filename="property-report-custom-${day}-to-${day}.csv"`,
    );
    // older than the hourly rollups are kept (HOURLY_ROLLUP_DAYS): whole UTC days, the local
    // day's two
    const old = await csvReport(far, '/api/reports/custom?from=2026-01-10&to=2026-01-10');
    expect(old.summary.get('From (UTC)')).toBe('2026-01-09T00:00:00Z');
    expect(old.res.headers['content-disposition']).toBe(
      'attachment; filename="property-report-custom-2026-01-10-to-2026-01-10.csv"',
    );
  });

  it('never shows another workspace', async () => {
    const mine = await get(a.admin, '/api/reports/weekly');
    expect(mine.body).not.toContain('Foreign Tower');
    const theirs = await csvReport(a.otherAdmin, '/api/reports/daily');
    expect(theirs.table.map((r) => r['Property Name'])).toEqual(['Foreign Tower']);
    expect(theirs.summary.get('Incidents')).toBe('1');
  });

  it('XLSX has typed cells, a bold header and a summary sheet', async () => {
    const res = await get(a.staff, '/api/reports/daily?format=xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Properties')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers[0]).toBe('Property Name');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const col = (h: string) => headers.indexOf(h) + 1;
    let oak: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'Oak Street') oak = row;
    });
    expect(oak!.getCell(col('Uptime %')).value).toBe(97.5);
    expect(oak!.getCell(col('Checks')).value).toBe(240);
    expect(oak!.getCell(col('Last Check (UTC)')).value).toBeInstanceOf(Date);
    expect(oak!.getCell(col('IP Address')).value).toBe('127.0.0.x');
    const summary = wb.getWorksheet('Summary')!;
    const values = new Map<string, unknown>();
    summary.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(values.get('Total Properties')).toBe(3);
    expect(values.get('Overall Uptime %')).toBe(95.2);
    expect(values.get('From (UTC)')).toBeInstanceOf(Date);
    expect(wb.getWorksheet('Response Time')!.rowCount).toBe(25);
  });

  it('PDF is a real, non-trivial document', async () => {
    const res = await get(a.staff, '/api/reports/weekly?format=pdf');
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(3000);
    expect(body.subarray(-8).toString('latin1')).toContain('%%EOF');
    expect(body.toString('latin1')).toMatch(/\/Count [2-9]/); // summary page + table page
  });

  it('limits each workspace to 60 downloads a minute', async () => {
    const busy = await createActor(t.ctx, 'admin');
    const other = await createActor(t.ctx, 'admin');
    for (let i = 0; i < 60; i++) {
      expect((await get(busy, '/api/reports/daily')).statusCode).toBe(200);
    }
    const refused = await get(busy, '/api/reports/daily');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
    // A teammate shares the workspace's allowance; another workspace has its own.
    const teammate = await createActor(t.ctx, 'viewer', {
      workspaceId: busy.workspaceId!,
      role: 'viewer',
    });
    expect((await get(teammate, '/api/reports/daily')).statusCode).toBe(429);
    expect((await get(other, '/api/reports/daily')).statusCode).toBe(200);
  });

  it('refuses bad queries with a clear 400', async () => {
    const cases: Array<[string, string]> = [
      ['/api/reports/daily?format=doc', REPORT_MSG.badFormat],
      ['/api/reports/custom?from=2026-02-01&to=2026-01-01', REPORT_MSG.toBeforeFrom],
      ['/api/reports/custom?from=2026-13-01&to=2026-12-01', REPORT_MSG.badDate],
      ['/api/reports/custom?from=yesterday&to=2026-12-01', REPORT_MSG.badDate],
      ['/api/reports/custom?from=2026-02-30&to=2026-03-01', REPORT_MSG.badDate],
      ['/api/reports/custom?from=2026-01-01', REPORT_MSG.customNeedsDates],
      ['/api/reports/custom?from=2024-01-01&to=2025-06-01', REPORT_MSG.tooLong],
    ];
    for (const [url, message] of cases) {
      const res = await get(a.staff, url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 400,
        body: { message, code: 'validation' },
      });
    }
  });
});
