// Scheduled reports: queued once at 08:00 (daily) and Monday 08:00 (weekly) in the workspace's
// time zone, mailed over a real SMTP server with the summary and the CSV attached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActor, type Actor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { runDeliveryOnce } from '../run-delivery.js';
import { parseMail } from '../test-support/mime.js';
import { addProperties } from '../../test/factories.js';
import { followLinkMailedTo } from '../test-support/verification.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { queueDueReports } from './queue-due-reports.js';
import { csvField } from '../../lib/csv.js';

const ZONE = 'Asia/Kolkata'; // +05:30 all year: 08:00 local is 02:30 UTC
const DAY = 86_400_000;

/** The local date (YYYY-MM-DD) in ZONE `days` from now, and 08:00 local on it. */
function localMorning(daysAhead: number): { date: string; at: Date } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + daysAhead * DAY),
  );
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { date, at: new Date(Date.UTC(y, m - 1, d, 2, 30)) };
}

describe('scheduled reports', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let admin: Actor;
  const pool = () => t.ctx.database.pool;
  const queued = async (kind?: string) =>
    (
      await pool().query(
        `SELECT event_type, payload FROM notifications
          WHERE workspace_id = $1 AND event_type LIKE 'report.%' ${kind ? `AND event_type = '${kind}'` : ''}
          ORDER BY id`,
        [admin.workspaceId],
      )
    ).rows as Array<{ event_type: string; payload: { localDate: string; days: number } }>;
  const settings = (payload: Record<string, unknown>) =>
    call(t.app, admin, { method: 'PUT', url: '/api/settings/workspace', payload });

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      PUBLIC_URL: 'https://monitor.test',
    });
    admin = await createActor(t.ctx, 'admin');
    const res = await settings({
      timezone: ZONE,
      alertEmail: 'reports@example.test',
      name: 'Coastal Rentals',
    });
    expect(res.statusCode, res.body).toBe(200);
    // reports go to the alert e-mail only once its link was followed
    await runDeliveryOnce(t.ctx);
    await followLinkMailedTo(t.app, sink, 'reports@example.test');
    sink.messages.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('queues the daily report once at 08:00 local time, and the weekly one only when switched on', async () => {
    const first = localMorning(2);
    await queueDueReports(t.ctx.database.db, { now: new Date(first.at.getTime() - 60_000) });
    expect(await queued()).toEqual([]);
    await queueDueReports(t.ctx.database.db, { now: first.at });
    expect(await queued()).toEqual([
      {
        event_type: 'report.daily',
        payload: expect.objectContaining({ localDate: first.date, days: 1 }),
      },
    ]);
    // later that day, and from a second worker: nothing more
    await queueDueReports(t.ctx.database.db, { now: new Date(first.at.getTime() + 3_600_000) });
    await queueDueReports(t.ctx.database.db, { now: new Date(first.at.getTime() + 7_200_000) });
    expect(await queued('report.daily')).toHaveLength(1);
    // next morning: the next one
    const second = localMorning(3);
    await queueDueReports(t.ctx.database.db, { now: second.at });
    expect((await queued('report.daily')).map((r) => r.payload.localDate)).toEqual([
      first.date,
      second.date,
    ]);
    expect(await queued('report.weekly')).toEqual([]);

    // weekly on, daily off: the next Monday 08:00 sends a weekly report (and no daily)
    expect(
      (await settings({ weeklyReports: true, dailyReports: false })).json().workspace,
    ).toMatchObject({
      weeklyReports: true,
      dailyReports: false,
    });
    let monday = localMorning(4);
    for (let d = 5; new Date(`${monday.date}T12:00:00Z`).getUTCDay() !== 1; d++)
      monday = localMorning(d);
    await queueDueReports(t.ctx.database.db, { now: new Date(monday.at.getTime() - 60_000) });
    expect(await queued('report.weekly')).toEqual([]);
    await queueDueReports(t.ctx.database.db, { now: monday.at });
    await queueDueReports(t.ctx.database.db, { now: new Date(monday.at.getTime() + DAY) });
    expect(await queued('report.weekly')).toEqual([
      {
        event_type: 'report.weekly',
        payload: expect.objectContaining({ localDate: monday.date, days: 7 }),
      },
    ]);
    expect(await queued('report.daily')).toHaveLength(2);
    await settings({ weeklyReports: false, dailyReports: true });
    await pool().query(`DELETE FROM notifications WHERE workspace_id = $1`, [admin.workspaceId]);
  });

  it('mails the summary with the CSV attached, figures from the rollups', async () => {
    const [a, b] = await addProperties(t.app, admin, 2, 'Dune');
    await pool().query(`UPDATE properties SET status = 'online' WHERE id = $1`, [a!.id]);
    await pool().query(`UPDATE properties SET status = 'offline' WHERE id = $1`, [b!.id]);
    const day = localMorning(10);
    const hour = (h: number) =>
      new Date(day.at.getTime() - h * 3_600_000 - (day.at.getTime() % 3_600_000));
    // A: 99 of 100 checks up at 10 ms; B: 50 of 100 up at 30 ms. One hour outside the window.
    const rollup = `INSERT INTO check_rollups_hourly (property_id, hour, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max)
                    VALUES ($1, $2, $3, $4, $5, $6, 1, 50)`;
    await pool().query(rollup, [a!.id, hour(2), 60, 59, 1, 590]);
    await pool().query(rollup, [a!.id, hour(3), 40, 40, 0, 400]);
    await pool().query(rollup, [b!.id, hour(2), 100, 50, 50, 1500]);
    await pool().query(rollup, [b!.id, hour(30), 100, 0, 100, 0]);
    await pool().query(
      `INSERT INTO alerts (workspace_id, property_id, type, message, created_at)
       VALUES ($1, $2, 'offline', 'x', $3), ($1, $2, 'online', 'y', $3), ($1, $2, 'offline', 'z', $3)`,
      [admin.workspaceId, b!.id, hour(5)],
    );

    await queueDueReports(t.ctx.database.db, { now: day.at });
    await runDeliveryOnce(t.ctx, { now: day.at });
    const mine = sink.messages.filter((m) => m.to.includes('reports@example.test'));
    expect(mine).toHaveLength(1);
    const mail = parseMail(mine[0]!.raw);
    expect(mail.headers.subject).toBe(
      `[Property Monitor] Daily report for Coastal Rentals: ${day.date}`,
    );
    expect(mail.text).toContain(
      'Properties: 2 (1 online, 1 offline, 0 not responding, 0 not yet checked)',
    );
    expect(mail.text).toContain('Uptime: 74.50% over 24 hours');
    expect(mail.text).toContain(
      'Alerts in this period: 2 offline, 1 back online, 0 not responding',
    );
    expect(mail.text).toContain(`Offline now:\n  - ${b!.name} (${b!.address})`);
    expect(mail.text).toContain('08:00 GMT+5:30');
    expect(mail.text).toContain('https://monitor.test/settings');
    expect(mail.html).toContain('Daily report for Coastal Rentals');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe(`daily-report-${day.date}.csv`);
    expect(mail.attachments[0]!.content.split('\r\n')).toEqual([
      'Name,Address,Status,Uptime (%),Avg Response (ms)',
      `${a!.name},${a!.address},online,99,10`,
      `${b!.name},${b!.address},offline,50,30`,
      '',
    ]);
    const log = (await call(t.app, admin, { url: '/api/notifications/log' })).json();
    expect(log[0]).toMatchObject({
      eventType: 'report.daily',
      status: 'delivered',
      recipient: 'reports@example.test',
      summary: `Daily report for ${day.date}`,
    });
  });

  it('quotes CSV fields and defuses spreadsheet formulas', () => {
    expect(csvField('Oak, "North"')).toBe('"Oak, ""North"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(null)).toBe('');
    expect(csvField(-5)).toBe('-5');
  });
});
