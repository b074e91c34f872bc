// Incidents people own (issue 29, decision 032) against real PostgreSQL and a real SMTP server:
// the monitor opens one per confirmed outage and resolves it on recovery; the alert mail carries
// a link that acknowledges that incident only; staff and admins act, viewers read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alreadyAcknowledged, INCIDENT_MSG } from '../../../contracts/incidents-api.js';
import {
  byRole,
  call,
  createActors,
  everyone,
  expectMatrix,
  type Actor,
  type Actors,
} from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ackToken } from '../../notify/ack-link.js';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import { parseMail } from '../../notify/test-support/mime.js';
import {
  checkNow,
  confirmAtFirstFailure,
  later,
  skipInFlight,
} from '../../notify/test-support/outage.js';
import { startSmtpSink, type SmtpSink } from '../../notify/test-support/smtp-sink.js';

describe('incidents', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let a: Actors;
  const pool = () => t.ctx.database.pool;
  const get = (actor: Actor, url: string) => call(t.app, actor, { url });
  const post = (actor: Actor, url: string, payload?: object) =>
    call(t.app, actor, { method: 'POST', url, ...(payload ? { payload } : {}) });
  const deliver = () => runDeliveryOnce(t.ctx, { now: later(120) });
  const openFor = async (propertyId: number) =>
    (
      await pool().query(
        `SELECT id, title, origin, resolved_at FROM tracked_incidents WHERE property_id = $1 ORDER BY id`,
        [propertyId],
      )
    ).rows;
  const freshIncident = async (workspaceId = a.admin.workspaceId!) =>
    Number(
      (
        await pool().query(
          `INSERT INTO tracked_incidents (workspace_id, title, origin) VALUES ($1, 'Test outage', 'automatic') RETURNING id`,
          [workspaceId],
        )
      ).rows[0].id,
    );
  const form = (url: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    a = await createActors(t.ctx);
    await confirmAtFirstFailure(pool(), a.admin.workspaceId!);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('opens one automatic incident per confirmed outage, lists its notifications and resolves it when back', async () => {
    const p = await addProperty(t.app, a.admin, { name: 'Maple Court', ipAddress: '127.0.3.1' });
    await checkNow(t.ctx, new Map([[p.id, 'timeout']]));
    await checkNow(t.ctx, new Map([[p.id, 'timeout']]));
    const opened = await openFor(p.id);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ title: 'Maple Court offline', origin: 'automatic' });
    const id = Number(opened[0].id);

    const list = await get(a.viewer, `/api/incidents?state=open&propertyId=${p.id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [
        {
          id,
          state: 'investigating',
          resolvedAt: null,
          acknowledged: null,
          properties: [{ id: p.id, name: 'Maple Court' }],
        },
      ],
    });

    sink.messages.length = 0;
    await deliver();
    const alertMail = sink.messages
      .map((m) => parseMail(m.raw))
      .find((m) => /offline/.test(m.headers.subject ?? ''));
    expect(alertMail?.text).toContain(`Acknowledge: `);
    expect(alertMail?.text).toContain(`/incidents/${id}/acknowledge?t=m`);

    await checkNow(t.ctx, new Map([[p.id, 'up']]));
    await deliver();
    const detail = await get(a.viewer, `/api/incidents/${id}`);
    expect(detail.statusCode).toBe(200);
    const d = detail.json();
    expect(d.state).toBe('resolved');
    expect(d.resolvedAt).not.toBeNull();
    const kinds = d.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds[0]).toBe('started');
    const resolvedEntry = d.timeline.find((e: { kind: string }) => e.kind === 'resolved');
    expect(resolvedEntry).toMatchObject({ author: null });
    expect(resolvedEntry.text).toMatch(
      /^Maple Court is back online after .+\. Resolved automatically\.$/,
    );
    const mails = d.timeline.filter(
      (e: { kind: string; channel: string }) => e.kind === 'notification' && e.channel === 'email',
    );
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(mails[0]).toMatchObject({ delivery: 'delivered', text: 'Offline alert by e-mail' });
    expect(mails[0].recipient).toContain(a.admin.email);
    // an automatic incident is on no status page unless someone links it
    const shown = await pool().query('SELECT 1 FROM status_page_incidents WHERE incident_id = $1', [
      id,
    ]);
    expect(shown.rows).toHaveLength(0);
    // the offline periods of GET /api/properties/:id/incidents are untouched
    const periods = await get(a.viewer, `/api/properties/${p.id}/incidents`);
    expect(periods.statusCode).toBe(200);

    // the next outage is a new incident
    await checkNow(t.ctx, new Map([[p.id, 'timeout']]));
    expect(await openFor(p.id)).toHaveLength(2);
    await checkNow(t.ctx, new Map([[p.id, 'up']]));
    await skipInFlight(pool());
  });

  it('the mail link: a GET only shows the form, a POST acknowledges and tells the others once; 410 after the end and for another incident', async () => {
    const p = await addProperty(t.app, a.admin, { name: 'Oak House', ipAddress: '127.0.3.2' });
    await checkNow(t.ctx, new Map([[p.id, 'timeout']]));
    const id = Number((await openFor(p.id))[0].id);
    sink.messages.length = 0;
    await deliver();
    const text = sink.messages
      .map((m) => parseMail(m.raw).text)
      .find((x) => x.includes(`/incidents/${id}/`))!;
    const link = new URL(/Acknowledge: (\S+)/.exec(text)![1]!);
    const path = `${link.pathname}${link.search}`;

    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Acknowledge “Oak House offline”?');
    expect((await openFor(p.id))[0]).toBeTruthy();
    const before = await get(a.viewer, `/api/incidents/${id}`);
    expect(before.json().acknowledged).toBeNull();

    // a token of another incident is refused, and changes nothing
    const other = await freshIncident();
    const wrong = await form(`/incidents/${other}/acknowledge`, {
      t: link.searchParams.get('t')!,
      name: 'Mallory',
    });
    expect(wrong.statusCode).toBe(410);
    expect(wrong.body).toContain(INCIDENT_MSG.linkInvalid);
    expect((await get(a.viewer, `/api/incidents/${other}`)).json().acknowledged).toBeNull();

    sink.messages.length = 0;
    const ok = await form(`/incidents/${id}/acknowledge`, {
      t: link.searchParams.get('t')!,
      name: 'Pat on call',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('is acknowledged by Pat on call');
    const after = (await get(a.viewer, `/api/incidents/${id}`)).json();
    expect(after.acknowledged).toMatchObject({ by: 'Pat on call', via: 'mail' });
    expect(
      after.timeline.some(
        (e: { kind: string; via: string }) => e.kind === 'acknowledged' && e.via === 'mail',
      ),
    ).toBe(true);

    // again: already taken (409), nothing changes
    const again = await form(`/incidents/${id}/acknowledge`, {
      t: link.searchParams.get('t')!,
      name: 'Sam',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('acknowledged by Pat on call');
    const api = await post(a.staff, `/api/incidents/${id}/acknowledge`);
    expect(api.statusCode).toBe(409);
    expect(api.json().message).toBe(alreadyAcknowledged('Pat on call'));

    await deliver();
    const notices = sink.messages.filter((m) => parseMail(m.raw).headers.subject?.includes('took'));
    expect(notices).toHaveLength(1);
    const notice = parseMail(notices[0]!.raw);
    expect(notice.headers.subject).toBe('[Property Monitor] Pat on call took "Oak House offline"');
    expect(notices[0]!.to).toEqual(expect.arrayContaining([a.admin.email, a.staff.email]));

    // once the incident ends the link is gone
    await checkNow(t.ctx, new Map([[p.id, 'up']]));
    const ended = await t.app.inject({ url: path });
    expect(ended.statusCode).toBe(410);
    expect(ended.body).toContain(INCIDENT_MSG.linkEnded);
    const endedPost = await form(`/incidents/${id}/acknowledge`, {
      t: link.searchParams.get('t')!,
    });
    expect(endedPost.statusCode).toBe(410);
    // a made-up token
    const forged = await t.app.inject({ url: `/incidents/${other}/acknowledge?t=mAAAA` });
    expect(forged.statusCode).toBe(410);
    // the SMS form of the token names its channel
    expect(ackToken(t.ctx.config, id, 'sms').startsWith('s')).toBe(true);
    await skipInFlight(pool());
  });

  it('staff and admins acknowledge, add notes and resolve; viewers read; other workspaces see nothing', async () => {
    const shared = await freshIncident();
    await expectMatrix(t.app, a, [
      { method: 'GET', url: '/api/incidents', expect: everyone(200) },
      { method: 'GET', url: `/api/incidents/${shared}`, expect: byRole(200, 200, 200, 404) },
      {
        method: 'POST',
        url: async () => `/api/incidents/${await freshIncident()}/acknowledge`,
        expect: byRole(403, 200, 200, 404),
      },
      {
        method: 'POST',
        url: `/api/incidents/${shared}/notes`,
        body: { message: 'Provider called' },
        expect: byRole(403, 201, 201, 404),
      },
      {
        method: 'POST',
        url: async () => `/api/incidents/${await freshIncident()}/resolve`,
        body: { message: 'Router restarted' },
        expect: byRole(403, 200, 200, 404),
      },
    ]);
    const mine = await get(a.otherAdmin, '/api/incidents');
    expect(mine.json().items.some((i: { id: number }) => i.id === shared)).toBe(false);

    const web = await post(a.staff, `/api/incidents/${await freshIncident()}/acknowledge`);
    expect(web.json().acknowledged).toMatchObject({ by: 'staff Tester', via: 'web' });
    const resolved = await post(a.admin, `/api/incidents/${shared}/resolve`, {
      message: 'Line fixed',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().timeline.at(-1)).toMatchObject({
      kind: 'resolved',
      text: 'Line fixed',
      author: { name: 'admin Tester' },
    });
    const notes = resolved.json().timeline.filter((e: { kind: string }) => e.kind === 'note');
    expect(notes.length).toBe(2);
    const twice = await post(a.admin, `/api/incidents/${shared}/resolve`, { message: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(INCIDENT_MSG.alreadyResolved);
    const late = await post(a.admin, `/api/incidents/${shared}/acknowledge`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(INCIDENT_MSG.resolvedNoAck);
    await skipInFlight(pool());
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const id = await freshIncident();
    const count = async () =>
      Number(
        (
          await pool().query('SELECT count(*) AS n FROM incident_updates WHERE incident_id = $1', [
            id,
          ])
        ).rows[0].n,
      );
    const cases: Array<[string, object | undefined, number, string]> = [
      [`/api/incidents/${id}/notes`, { message: '   ' }, 400, INCIDENT_MSG.noteRequired],
      [`/api/incidents/${id}/notes`, {}, 400, INCIDENT_MSG.noteRequired],
      [`/api/incidents/${id}/notes`, { message: 'x'.repeat(5001) }, 400, INCIDENT_MSG.noteTooLong],
      [`/api/incidents/${id}/resolve`, { message: '' }, 400, INCIDENT_MSG.resolveNoteRequired],
      [`/api/incidents/999999999/notes`, { message: 'x' }, 404, INCIDENT_MSG.notFound],
      [`/api/incidents/abc/acknowledge`, undefined, 404, 'Not found'],
    ];
    for (const [url, body, status, message] of cases) {
      const res = await post(a.admin, url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(status);
      expect(res.body).toContain(message);
    }
    expect(await count()).toBe(0);
    const incident = (await get(a.admin, `/api/incidents/${id}`)).json();
    expect(incident).toMatchObject({ resolvedAt: null, acknowledged: null });
    for (const [q, message] of [
      ['state=closed', INCIDENT_MSG.stateInvalid],
      ['from=2026-13-01', INCIDENT_MSG.dateInvalid],
      ['from=2026-11-20&to=2026-11-01', INCIDENT_MSG.rangeInvalid],
      ['propertyId=-1', INCIDENT_MSG.propertyInvalid],
    ] as const) {
      const res = await get(a.admin, `/api/incidents?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.body).toContain(message);
    }
  });

  it('an SMS link acknowledges from the SMS; a note never reaches a status page showing the incident', async () => {
    const id = await freshIncident();
    const res = await form(`/incidents/${id}/acknowledge`, {
      t: ackToken(t.ctx.config, id, 'sms'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('is acknowledged by Someone');
    expect((await get(a.viewer, `/api/incidents/${id}`)).json().acknowledged).toMatchObject({
      by: 'Someone',
      via: 'sms',
    });

    const page = await post(a.admin, '/api/status-pages', {
      title: 'Notes stay inside',
      slug: `notes-${Date.now().toString(36)}`,
    });
    expect(page.statusCode, page.body).toBe(201);
    const posted = await post(a.admin, `/api/status-pages/${page.json().id}/incidents`, {
      title: 'Lift outage',
      message: 'We are looking into it.',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const note = await post(a.staff, `/api/incidents/${posted.json().id}/notes`, {
      message: 'Internal: the vendor owes us a part',
    });
    expect(note.statusCode).toBe(201);
    const shown = await get(a.admin, `/api/status-pages/${page.json().id}`);
    expect(shown.body).toContain('We are looking into it.');
    expect(shown.body).not.toContain('the vendor owes us a part');
    await skipInFlight(pool());
  });

  it('filters by state and start day, a page at a time, open ones first', async () => {
    const ws = a.otherAdmin.workspaceId!;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await freshIncident(ws));
    await pool().query(
      `UPDATE tracked_incidents SET started_at = '2026-01-05T10:00:00Z', resolved_at = '2026-01-05T11:00:00Z', state = 'resolved' WHERE id = $1`,
      [ids[0]],
    );
    const all = (await get(a.otherAdmin, '/api/incidents?pageSize=2')).json();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.items.map((i: { resolvedAt: string | null }) => i.resolvedAt)).toEqual([null, null]);
    const second = (await get(a.otherAdmin, '/api/incidents?pageSize=2&page=2')).json();
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    expect(second.items[0].durationSeconds).toBe(3600);
    const day = (await get(a.otherAdmin, '/api/incidents?from=2026-01-05&to=2026-01-05')).json();
    expect(day.items.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    const open = (await get(a.otherAdmin, '/api/incidents?state=resolved')).json();
    expect(open.total).toBe(1);
  });
});
