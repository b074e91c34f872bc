// Status page subscribers (decision 030) against real PostgreSQL and a real SMTP server: double
// opt-in, one mail per update, one-click unsubscribe, limits, bad input, protected pages and
// webhook subscribers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_STATUS_MSG } from '../../../../contracts/public-status.js';
import {
  SUBSCRIBER_MSG,
  SUBSCRIBES_PER_ADDRESS_PER_HOUR,
  SUBSCRIBES_PER_IP_PER_HOUR,
} from '../../../../contracts/status-subscribers.js';
import { alertAfterMaintenance } from '../../../monitoring/alert-after-maintenance.js';
import { announceMaintenanceStarts } from '../../../monitoring/announce-maintenance-starts.js';
import { runDeliveryOnce } from '../../../notify/run-delivery.js';
import { parseMail } from '../../../notify/test-support/mime.js';
import {
  startLoopbackFake,
  type LoopbackFake,
} from '../../../notify/test-support/loopback-fake.js';
import { startSmtpSink, type SmtpSink } from '../../../notify/test-support/smtp-sink.js';
import { verifySignature } from '../../../notify/webhook-signature.js';
import { call, createActor, type Actor } from '../../../test/actors.js';
import { addProperty } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let seq = 0;
const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${seq++}`;
/** every test subscribes from its own network address, so the per-address limits stay apart */
const nextIp = () => `10.9.${Math.floor(seq / 200)}.${(seq++ % 200) + 1}`;

describe('status page subscribers', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Actor;

  const publish = async (body: object) => {
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/status-pages',
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; slug: string };
  };
  const pageWith = async (names: string[], extra: object = {}) => {
    const props = [];
    for (const name of names) props.push(await addProperty(t.app, admin, { name }));
    const s = unique('subs');
    const page = await publish({
      title: `Page ${s}`,
      slug: s,
      sections: [{ name: 'All', shownProperties: props.map((p) => ({ propertyId: p.id })) }],
      ...extra,
    });
    return { ...page, title: `Page ${s}`, propertyIds: props.map((p) => p.id) };
  };
  const subscribe = (
    slug: string,
    email: string,
    ip: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/status/${slug}/subscribe`,
      payload: { email },
      remoteAddress: ip,
      headers,
    });
  const subscribeForm = (slug: string, email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/status/${slug}/subscribe`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email }).toString(),
      remoteAddress: ip,
    });
  const deliver = () => runDeliveryOnce(t.ctx, { now: new Date() });
  const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email));
  const linkIn = (email: string, kind: 'confirm' | 'unsubscribe') => {
    const mail = mailsTo(email).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    const m = new RegExp(
      `https?://[^\\s]+/status/[a-z0-9-]+/${kind}\\?token=[A-Za-z0-9_-]{43}`,
    ).exec(parseMail(mail.raw).text);
    if (!m) throw new Error(`no ${kind} link in the mail to ${email}`);
    return new URL(m[0]);
  };
  const confirmFromMail = async (email: string) => {
    const link = linkIn(email, 'confirm');
    const page = await t.app.inject({ url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm subscription</button>');
    const done = await t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${link.searchParams.get('token')}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(SUBSCRIBER_MSG.confirmed);
    return link;
  };
  const postIncident = async (pageId: number, propertyIds: number[], title = 'Line down') => {
    const res = await call(t.app, admin, {
      method: 'POST',
      url: `/api/status-pages/${pageId}/incidents`,
      payload: { title, state: 'investigating', message: 'The provider is on it.', propertyIds },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const subscriberRows = async (pageId: number) =>
    (
      await t.ctx.database.pool.query(
        `SELECT email, confirmed_at IS NOT NULL AS confirmed FROM status_page_subscribers WHERE page_id = $1`,
        [pageId],
      )
    ).rows;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      PUBLIC_URL: 'http://status.test',
    });
    admin = await createActor(t.ctx, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(async () => {
    await deliver(); // nothing left over from another test
    sink.messages.length = 0;
  });

  it('shows the form on the public page, whose forms a browser may post (same-origin referrer)', async () => {
    const page = await pageWith(['Holly Row']);
    const view = await t.app.inject({ url: `/status/${page.slug}` });
    expect(view.body).toContain(
      `<form class="pw" method="post" action="/status/${page.slug}/subscribe">`,
    );
    expect(view.body).toContain('<label for="sub-email">E-mail address</label>');
    // with the app's no-referrer a browser posts `Origin: null`, which the origin guard refuses
    expect(view.headers['referrer-policy']).toBe('same-origin');
    const answer = await subscribeForm(page.slug, `${unique('holly')}@example.test`, nextIp());
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['referrer-policy']).toBe('same-origin');
    expect(answer.body).toContain(SUBSCRIBER_MSG.checkInbox);
  });

  it('sends nothing but the confirm link until it is followed, then one mail per update', async () => {
    const page = await pageWith(['Maple Court A', 'Maple Court B', 'Maple Court C']);
    const email = `${unique('tenant')}@example.test`;
    const res = await subscribe(page.slug, email, nextIp());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: SUBSCRIBER_MSG.checkInbox });

    // an incident before the link is followed reaches no one
    const early = await postIncident(page.id, page.propertyIds, 'Before confirming');
    await deliver();
    expect(mailsTo(email)).toHaveLength(1);
    const confirm = parseMail(mailsTo(email)[0]!.raw);
    expect(confirm.headers.subject).toBe(`Confirm your subscription to ${page.title}`);
    expect(confirm.text).not.toContain('Before confirming');
    expect(confirm.headers['list-unsubscribe']).toBeUndefined();
    expect(await subscriberRows(page.id)).toEqual([{ email, confirmed: false }]);

    const link = await confirmFromMail(email);
    expect(await subscriberRows(page.id)).toEqual([{ email, confirmed: true }]);
    // the link is used up
    const again = await t.app.inject({ url: link.pathname + link.search });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(SUBSCRIBER_MSG.linkInvalid);

    // a three-property incident: one mail, naming all three
    sink.messages.length = 0;
    await postIncident(page.id, page.propertyIds, 'Fibre cut');
    await deliver();
    expect(mailsTo(email)).toHaveLength(1);
    const mail = parseMail(mailsTo(email)[0]!.raw);
    expect(mail.headers.subject).toBe(`[${page.title}] Fibre cut: Investigating`);
    expect(mail.text).toContain('Affected: Maple Court A, Maple Court B, Maple Court C');
    expect(mail.text).toContain(`http://status.test/status/${page.slug}`);

    // an update to the earlier incident: one more mail
    const upd = await call(t.app, admin, {
      method: 'POST',
      url: `/api/status-pages/${page.id}/incidents/${early.id}/updates`,
      payload: { state: 'resolved', message: 'Back up.' },
    });
    expect(upd.statusCode).toBe(201);
    await deliver();
    expect(mailsTo(email)).toHaveLength(2);
    expect(parseMail(mailsTo(email)[1]!.raw).headers.subject).toBe(
      `[${page.title}] Before confirming: Resolved`,
    );
  });

  it('carries List-Unsubscribe in every update, and the one-click POST needs no cookie', async () => {
    const page = await pageWith(['Oak Row']);
    const email = `${unique('oak')}@example.test`;
    await subscribe(page.slug, email, nextIp());
    await deliver();
    await confirmFromMail(email);
    await postIncident(page.id, page.propertyIds);
    await deliver();
    const mail = parseMail(mailsTo(email).at(-1)!.raw);
    const unsubscribe = linkIn(email, 'unsubscribe');
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe.href}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('Unsubscribe</a>');

    // the link in the body shows a button; opening it changes nothing
    const shown = await t.app.inject({ url: unsubscribe.pathname + unsubscribe.search });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Unsubscribe</button>');
    expect(await subscriberRows(page.id)).toHaveLength(1);

    // RFC 8058: what a mail program posts, without any cookie
    const oneClick = await t.app.inject({
      method: 'POST',
      url: unsubscribe.pathname + unsubscribe.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain(SUBSCRIBER_MSG.unsubscribed);
    expect(await subscriberRows(page.id)).toEqual([]);
    const twice = await t.app.inject({
      method: 'POST',
      url: unsubscribe.pathname + unsubscribe.search,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.body).toContain(SUBSCRIBER_MSG.linkInvalid);

    sink.messages.length = 0;
    await postIncident(page.id, page.propertyIds, 'After leaving');
    await deliver();
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('answers the same whether the address was subscribed already, and sends it nothing new', async () => {
    const page = await pageWith(['Elm Yard']);
    const email = `${unique('elm')}@example.test`;
    const ip = nextIp();
    const first = await subscribe(page.slug, email, ip);
    await deliver();
    await confirmFromMail(email);
    sink.messages.length = 0;
    const repeat = await subscribe(page.slug, email, ip);
    expect([repeat.statusCode, repeat.json()]).toEqual([first.statusCode, first.json()]);
    await deliver();
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('limits requests per address and per network address with a clear 429', async () => {
    const page = await pageWith(['Ash Lane']);
    const email = `${unique('ash')}@example.test`;
    for (let i = 0; i < SUBSCRIBES_PER_ADDRESS_PER_HOUR; i++) {
      expect((await subscribe(page.slug, email, nextIp())).statusCode).toBe(202);
    }
    const perAddress = await subscribe(page.slug, email, nextIp());
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json()).toEqual({
      message: SUBSCRIBER_MSG.tooManyForAddress,
      code: 'rate_limited',
    });
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);

    const ip = nextIp();
    for (let i = 0; i < SUBSCRIBES_PER_IP_PER_HOUR; i++) {
      expect((await subscribe(page.slug, `${unique('n')}@example.test`, ip)).statusCode).toBe(202);
    }
    const perIp = await subscribe(page.slug, `${unique('n')}@example.test`, ip);
    expect(perIp.statusCode).toBe(429);
    expect(perIp.json()).toEqual({
      message: SUBSCRIBER_MSG.tooManyFromNetwork,
      code: 'rate_limited',
    });
    // the form says it in words, with Retry-After
    const form = await subscribeForm(page.slug, `${unique('n')}@example.test`, ip);
    expect(form.statusCode).toBe(429);
    expect(form.headers['content-type']).toMatch(/text\/html/);
    expect(form.body).toContain(SUBSCRIBER_MSG.tooManyFromNetwork);
    expect(Number(form.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const page = await pageWith(['Fir Close']);
    const count = async () =>
      Number(
        (
          await t.ctx.database.pool.query(
            `SELECT (SELECT count(*) FROM status_page_subscribers WHERE page_id = $1)
                  + (SELECT count(*) FROM notifications WHERE event_type LIKE 'status_page.%') AS n`,
            [page.id],
          )
        ).rows[0].n,
      );
    const before = await count();
    const ip = nextIp();
    for (const email of ['not-an-address', '', 'a@b', `${'x'.repeat(250)}@example.test`]) {
      const res = await subscribe(page.slug, email, ip);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    const bad = await subscribe(page.slug, 'not-an-address', ip);
    expect(bad.json().message).toBe('Please enter a valid email address');
    const form = await subscribeForm(page.slug, 'not-an-address', ip);
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('Please enter a valid email address');
    expect(form.body).toContain('aria-invalid="true"');
    expect((await subscribe('no-such-page-here', 'a@example.test', ip)).statusCode).toBe(404);
    for (const url of [
      `/status/${page.slug}/confirm?token=short`,
      `/status/${page.slug}/confirm?token=${'A'.repeat(43)}`,
      `/status/${page.slug}/unsubscribe`,
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain(SUBSCRIBER_MSG.linkInvalid);
    }
    expect(await count()).toBe(before);
  });

  it('lets only visitors who entered the password of a protected page subscribe', async () => {
    const page = await pageWith(['Yew Court'], {
      visibility: 'password',
      password: 'tenants-only',
    });
    const email = `${unique('yew')}@example.test`;
    const ip = nextIp();
    const anon = await subscribe(page.slug, email, ip);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({
      message: PUBLIC_STATUS_MSG.passwordNeeded,
      code: 'unauthorized',
    });
    const form = await subscribeForm(page.slug, email, ip);
    expect(form.statusCode).toBe(401);
    expect(form.body).toContain('<label for="pw">Password</label>');
    expect(await subscriberRows(page.id)).toEqual([]);
    const allowed = await subscribe(page.slug, email, ip, {
      'x-status-page-password': 'tenants-only',
    });
    expect(allowed.statusCode).toBe(202);
    expect(await subscriberRows(page.id)).toEqual([{ email, confirmed: false }]);
  });

  describe('webhook subscribers and the admin list', () => {
    let receiver: LoopbackFake;
    beforeAll(async () => {
      receiver = await startLoopbackFake(() => ({ status: 200, body: { ok: true } }));
    });
    afterAll(() => receiver.close());

    it('sends one signed POST per update to a webhook the admin added', async () => {
      const page = await pageWith(['Pine Hall', 'Pine Annex', 'Pine Lodge']);
      const added = await call(t.app, admin, {
        method: 'POST',
        url: `/api/status-pages/${page.id}/subscribers`,
        payload: { url: `${receiver.origin}/status-hook` },
      });
      expect(added.statusCode, added.body).toBe(201);
      const { secret, kind, confirmed } = added.json();
      expect([kind, confirmed]).toEqual(['webhook', true]);
      expect(secret).toMatch(/^whsec_/);
      const dup = await call(t.app, admin, {
        method: 'POST',
        url: `/api/status-pages/${page.id}/subscribers`,
        payload: { url: `${receiver.origin}/status-hook` },
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe(SUBSCRIBER_MSG.webhookTaken);

      const before = receiver.requests.length;
      await postIncident(page.id, page.propertyIds, 'Pine outage');
      await deliver();
      const got = receiver.requests.slice(before);
      expect(got).toHaveLength(1);
      const req = got[0]!;
      expect(req.path).toBe('/status-hook');
      expect(
        verifySignature({
          secret,
          body: req.body,
          header: String(req.headers['x-monitor-signature']),
          nowSeconds: Math.floor(Date.now() / 1000),
        }),
      ).toBe(true);
      expect(req.headers['x-monitor-event-type']).toBe('status_page.incident_posted');
      expect(req.json).toMatchObject({
        type: 'status_page.incident_posted',
        page: { slug: page.slug, url: `http://status.test/status/${page.slug}` },
        incident: {
          title: 'Pine outage',
          state: 'investigating',
          affected: ['Pine Hall', 'Pine Annex', 'Pine Lodge'],
        },
      });
    });

    it('refuses a URL the target policy does not allow, and webhooks from non-admins', async () => {
      const page = await pageWith(['Spruce Way']);
      const refused = await call(t.app, admin, {
        method: 'POST',
        url: `/api/status-pages/${page.id}/subscribers`,
        payload: { url: 'http://169.254.169.254/latest' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Webhook URL not allowed: /);
      const notHttp = await call(t.app, admin, {
        method: 'POST',
        url: `/api/status-pages/${page.id}/subscribers`,
        payload: { url: 'ftp://example.test/x' },
      });
      expect(notHttp.statusCode).toBe(400);
      expect(notHttp.json().message).toBe('Please enter a valid http:// or https:// URL');
      const staff = await createActor(t.ctx, 'staff', {
        workspaceId: admin.workspaceId!,
        role: 'staff',
      });
      const byStaff = await call(t.app, staff, {
        method: 'POST',
        url: `/api/status-pages/${page.id}/subscribers`,
        payload: { url: `${receiver.origin}/x` },
      });
      expect(byStaff.statusCode).toBe(403);
      expect(await subscriberRows(page.id)).toEqual([]);
    });

    it('lists subscribers masked with their counts, and removes one', async () => {
      const page = await pageWith(['Birch Row']);
      const email = `mary-${unique('m')}@example.test`;
      await subscribe(page.slug, email, nextIp());
      await subscribe(page.slug, `${unique('p')}@example.test`, nextIp());
      await deliver();
      await confirmFromMail(email);
      const list = await call(t.app, admin, { url: `/api/status-pages/${page.id}/subscribers` });
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect([body.confirmedEmails, body.pendingEmails, body.webhooks]).toEqual([1, 1, 0]);
      expect(JSON.stringify(body)).not.toContain(email);
      const mary = body.subscribers.find((s: { confirmed: boolean }) => s.confirmed);
      expect(mary.label).toBe('m•••@example.test');
      const del = await call(t.app, admin, {
        method: 'DELETE',
        url: `/api/status-pages/${page.id}/subscribers/${mary.id}`,
      });
      expect(del.statusCode).toBe(204);
      const gone = await call(t.app, admin, {
        method: 'DELETE',
        url: `/api/status-pages/${page.id}/subscribers/${mary.id}`,
      });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(SUBSCRIBER_MSG.notFound);
      sink.messages.length = 0;
      await postIncident(page.id, page.propertyIds);
      await deliver();
      expect(mailsTo(email)).toHaveLength(0);
    });
  });

  it('announces a maintenance window once per subscriber when the admin ticks it', async () => {
    const page = await pageWith(['Cedar One', 'Cedar Two']);
    const email = `${unique('cedar')}@example.test`;
    await subscribe(page.slug, email, nextIp());
    await deliver();
    await confirmFromMail(email);
    sink.messages.length = 0;
    const HOUR = 3_600_000;
    const schedule = (announce: boolean, title: string) =>
      call(t.app, admin, {
        method: 'POST',
        url: '/api/maintenance-windows',
        payload: {
          title,
          propertyIds: page.propertyIds,
          startsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
          endsAt: new Date(Date.now() + 26 * HOUR).toISOString(),
          announce,
        },
      });
    expect((await schedule(false, 'Quiet work')).statusCode).toBe(201);
    expect((await schedule(true, 'Router swap')).statusCode).toBe(201);
    await deliver();
    expect(mailsTo(email)).toHaveLength(1);
    const mail = parseMail(mailsTo(email)[0]!.raw);
    expect(mail.headers.subject).toBe(`[${page.title}] Scheduled maintenance: Router swap`);
    expect(mail.text).toContain('Affected: Cedar One, Cedar Two');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('tells subscribers when each occurrence starts and ends, once however many workers look', async () => {
    const page = await pageWith(['Birch One', 'Birch Two', 'Birch Three']);
    const email = `${unique('birch')}@example.test`;
    await subscribe(page.slug, email, nextIp());
    await deliver();
    await confirmFromMail(email);
    sink.messages.length = 0;
    const MIN = 60_000;
    const DAY = 24 * 60 * MIN;
    const start = new Date(Math.ceil((Date.now() + 5 * MIN) / MIN) * MIN);
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/maintenance-windows',
      payload: {
        title: 'Switch upgrade',
        propertyIds: page.propertyIds.slice(0, 2),
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 60 * MIN).toISOString(),
        rrule: 'FREQ=DAILY;COUNT=2',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const pool = t.ctx.database.pool;
    const at = (ms: number) => new Date(start.getTime() + ms);
    const subjects = async () => {
      await deliver();
      const got = mailsTo(email).map((m) => parseMail(m.raw));
      sink.messages.length = 0;
      return got;
    };
    // not started yet: nothing
    await announceMaintenanceStarts(pool, at(-MIN));
    expect(await subjects()).toEqual([]);
    // two workers (and then a restart) look at the start: one mail
    await Promise.all([
      announceMaintenanceStarts(pool, at(MIN)),
      announceMaintenanceStarts(pool, at(MIN)),
    ]);
    await announceMaintenanceStarts(pool, at(2 * MIN));
    const started = await subjects();
    expect(started.map((m) => m.headers.subject)).toEqual([
      `[${page.title}] Maintenance started: Switch upgrade`,
    ]);
    const hhmm = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expect(started[0]!.text).toContain(
      `Maintenance "Switch upgrade" has started. It is planned to end at ${hhmm(at(60 * MIN))}.`,
    );
    // the page's display names of the covered properties only, in one mail
    expect(started[0]!.text).toContain('Affected: Birch One, Birch Two');
    expect(started[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // the end, looked at twice: one mail
    await Promise.all([
      alertAfterMaintenance(pool, at(61 * MIN)),
      alertAfterMaintenance(pool, at(61 * MIN)),
    ]);
    await alertAfterMaintenance(pool, at(62 * MIN));
    const ended = await subjects();
    expect(ended.map((m) => m.headers.subject)).toEqual([
      `[${page.title}] Maintenance ended: Switch upgrade`,
    ]);
    expect(ended[0]!.text).toContain(
      `Maintenance "Switch upgrade" ended at ${hhmm(at(60 * MIN))}.`,
    );
    // the recurrence's next occurrence is news of its own, start and end (delivered after each:
    // the outbox sends queued mails side by side, so two queued at once may arrive in any order,
    // where in use an hour lies between them)
    await announceMaintenanceStarts(pool, at(DAY + MIN));
    expect((await subjects()).map((m) => m.headers.subject)).toEqual([
      `[${page.title}] Maintenance started: Switch upgrade`,
    ]);
    await alertAfterMaintenance(pool, at(DAY + 61 * MIN));
    await announceMaintenanceStarts(pool, at(DAY + 62 * MIN));
    expect((await subjects()).map((m) => m.headers.subject)).toEqual([
      `[${page.title}] Maintenance ended: Switch upgrade`,
    ]);
    const rows = await pool.query(
      `SELECT start_handled, end_handled FROM maintenance_occurrences o
         JOIN maintenance_windows w ON w.id = o.window_id WHERE w.title = 'Switch upgrade'`,
    );
    expect(rows.rows).toEqual([
      { start_handled: true, end_handled: true },
      { start_handled: true, end_handled: true },
    ]);
  });

  it('says a window ended early, and announces nothing of one noticed only after it ended', async () => {
    const page = await pageWith(['Rowan Court']);
    const email = `${unique('rowan')}@example.test`;
    await subscribe(page.slug, email, nextIp());
    await deliver();
    await confirmFromMail(email);
    sink.messages.length = 0;
    const MIN = 60_000;
    const schedule = async (title: string, from: number) => {
      const r = await call(t.app, admin, {
        method: 'POST',
        url: '/api/maintenance-windows',
        payload: {
          title,
          propertyIds: page.propertyIds,
          startsAt: new Date(from).toISOString(),
          endsAt: new Date(from + 30 * MIN).toISOString(),
        },
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json() as { id: number };
    };
    const pool = t.ctx.database.pool;
    // a window noticed by no pass until after its end: neither start nor end is news
    const missed = Date.now() + 10 * MIN;
    await schedule('Missed work', missed);
    await alertAfterMaintenance(pool, new Date(missed + 31 * MIN));
    await announceMaintenanceStarts(pool, new Date(missed + 31 * MIN));
    await deliver();
    expect(mailsTo(email)).toHaveLength(0);
    // one running now, ended early through the API: "earlier than planned"
    const w = await schedule('Quick fix', Date.now() + 2000);
    await new Promise((r) => setTimeout(r, 2100));
    await announceMaintenanceStarts(pool);
    const end = await call(t.app, admin, {
      method: 'POST',
      url: `/api/maintenance-windows/${w.id}/end`,
    });
    expect(end.statusCode, end.body).toBe(200);
    await alertAfterMaintenance(pool);
    await deliver();
    const got = mailsTo(email).map((m) => parseMail(m.raw));
    expect(got.map((m) => m.headers.subject)).toEqual([
      `[${page.title}] Maintenance started: Quick fix`,
      `[${page.title}] Maintenance ended: Quick fix`,
    ]);
    expect(got[1]!.text).toMatch(/Maintenance "Quick fix" ended at .+ UTC, earlier than planned\./);
  });
});
