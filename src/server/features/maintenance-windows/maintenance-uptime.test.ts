// Planned maintenance is left out of every uptime figure, once, where the figures are made: the
// dashboard, a property's history (detail page), the property list's columns and the reports
// (CSV, XLSX) give the same figure with and without a window, before and after the fold, and
// say how much was left out.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { foldCheckResults } from '../../monitoring/fold-check-results.js';
import { refreshUptime } from '../../reporting/refresh-uptime.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { insertProperty } from '../../test/factories.js';
import { parseCsv } from '../../test/parse-csv.js';
import { useTestApp } from '../../test/use-test-app.js';

const MIN = 60_000;

describe('uptime with and without a maintenance window', () => {
  const t = useTestApp();
  const get = async (who: Actor, url: string) => {
    const res = await call(t.app, who, { url });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  /** Every consumer's figure for the workspace of one property, and the notes beside them. */
  const figures = async (who: Actor, propertyId: number) => {
    const stats = (await get(who, '/api/dashboard/stats')).json();
    const history = (await get(who, `/api/properties/${propertyId}/history?range=24h`)).json();
    const csv = parseCsv((await get(who, '/api/reports/daily')).body);
    const header = csv[0]!;
    const row = csv.find((r) => r[0] === 'Maple Court')!;
    const summary = new Map(csv.filter((r) => r.length === 2).map((r) => [r[0], r[1]]));
    const xlsx = new ExcelJS.Workbook();
    await xlsx.xlsx.load(
      (await get(who, '/api/reports/daily?format=xlsx')).rawPayload as unknown as ArrayBuffer,
    );
    const sheet = new Map<string, unknown>();
    xlsx
      .getWorksheet('Summary')!
      .eachRow((r) => sheet.set(String(r.getCell(1).value), r.getCell(2).value));
    return {
      dashboard: stats.systemUptime,
      detail: history.uptime,
      reportRow: Number(row[header.indexOf('Uptime %')]),
      reportCsv: Number(summary.get('Overall Uptime %')),
      reportXlsx: sheet.get('Overall Uptime %'),
      notes: [
        stats.plannedMaintenanceMs,
        history.plannedMaintenanceMs,
        summary.get('Planned Maintenance'),
        sheet.get('Planned Maintenance'),
      ],
    };
  };

  it('gives the same figure everywhere, leaving out the window and saying so', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const pool = t.ctx.database.pool;
    const p = await insertProperty(pool, admin.workspaceId!, { name: 'Maple Court' });
    // one check a minute for 3 hours: up, except the hour 65-124 minutes ago (60 timeouts)
    const now = Date.now();
    const ago = Array.from({ length: 180 }, (_, i) => i + 5);
    await pool.query(
      `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
       SELECT $1, to_timestamp(at / 1000.0), o, CASE WHEN o = 'up' THEN 10 END
         FROM unnest($2::float8[], $3::text[]) AS x(at, o)`,
      [p, ago.map((m) => now - m * MIN), ago.map((m) => (m >= 65 && m <= 124 ? 'timeout' : 'up'))],
    );

    const without = await figures(admin, p);
    expect(without).toEqual({
      dashboard: 66.67,
      detail: 66.67,
      reportRow: 66.67,
      reportCsv: 66.67,
      reportXlsx: 66.67,
      notes: [0, 0, 'none', 'none'],
    });

    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/maintenance-windows',
      payload: {
        title: 'Provider work',
        allProperties: false,
        propertyIds: [p],
        startsAt: new Date(now - 124.5 * MIN).toISOString(),
        endsAt: new Date(now - 64.5 * MIN).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const note = 'excluding 1 h of planned maintenance';
    const expected = {
      dashboard: 100,
      detail: 100,
      reportRow: 100,
      reportCsv: 100,
      reportXlsx: 100,
      notes: [3_600_000, 3_600_000, note, note],
    };
    // before the fold (raw results, through the rollup views) and after it (the rollups)
    expect(await figures(admin, p)).toEqual(expected);
    await foldCheckResults(t.ctx.database.db, new Date());
    expect(await figures(admin, p)).toEqual(expected);
    // the checks of the window are kept all the same
    const packed = await pool.query(
      `SELECT coalesce(sum(n), 0)::int AS n FROM check_results_packed WHERE property_id = $1`,
      [p],
    );
    expect(packed.rows[0].n).toBe(180);
    // the list's uptime columns are made from the same rollups
    await refreshUptime(t.ctx.database.db);
    const list = (await get(admin, '/api/properties')).json() as Array<{
      id: number;
      uptime: Record<string, number | null>;
    }>;
    expect(list.find((x) => x.id === p)!.uptime['24h']).toBe(100);
  });
});
