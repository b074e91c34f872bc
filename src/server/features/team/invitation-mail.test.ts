// The invitation mail is no phishing vehicle and leaves no live link at rest (issue 30, decision
// 019): the workspace's and inviter's names are plain, short and never a link; the outbox holds
// the link sealed while the mail waits and nothing of it once the mail is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import { LINKISH } from '../../notify/test-support/linkish.js';
import { parseMail } from '../../notify/test-support/mime.js';
import { startSmtpSink, type SmtpSink } from '../../notify/test-support/smtp-sink.js';
import { call, createActor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PHISHING =
  'URGENT: verify your bank at http://evil.example <b>now</b> or lose access today!!';

describe('the invitation mail', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      PUBLIC_URL: 'https://monitor.example.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const outbox = async (to: string) =>
    (
      await t.ctx.database.pool.query(
        `SELECT status, payload, payload::text AS raw FROM notifications WHERE recipient = $1`,
        [to],
      )
    ).rows as { status: string; payload: Record<string, unknown>; raw: string }[];

  it('shows names a user chose as plain text, cut short, and never as a link', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const pool = t.ctx.database.pool;
    await pool.query(`UPDATE workspaces SET name = $1 WHERE id = $2`, [
      PHISHING,
      admin.workspaceId,
    ]);
    await pool.query(`UPDATE users SET first_name = 'Support', last_name = $1 WHERE id = $2`, [
      'at www.evil.example',
      admin.userId,
    ]);
    const to = `phish-target-${Date.now()}@example.test`;
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/team/invite',
      payload: { email: to },
    });
    expect(res.statusCode, res.body).toBe(201);
    await runDeliveryOnce(t.ctx, { now: new Date() });
    const raw = sink.messages.find((m) => m.to.includes(to));
    const mail = parseMail(raw!.raw);

    const link = /https:\/\/monitor\.example\.test\/invite\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    // the only links are ours and the inviter's verified address: nothing else in the
    // subject, text or HTML reads as one
    const subject = mail.headers.subject ?? '';
    expect(subject).not.toMatch(LINKISH);
    expect(mail.text.replace(link, '').replace(admin.email!, '')).not.toMatch(LINKISH);
    const html = mail.html ?? '';
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html.replace(`href="${link}"`, '').replace(admin.email!, '')).not.toMatch(LINKISH);
    // the markup a name carried is text, and the name is cut to 60 characters
    expect(html).not.toContain('<b>');
    const shown = `URGENT:\u200b verify your bank at http:\u200b/\u200b/\u200bevil.\u200bexample &lt;b&gt;now&lt;/\u200bb&gt;…`;
    expect(html).toContain(`the workspace &quot;${shown}&quot;`);
    const plain = shown.replaceAll('&lt;', '<').replaceAll('&gt;', '>');
    expect(Array.from(plain.replaceAll('\u200b', '')).length).toBeLessThanOrEqual(60);
    expect(mail.text).toContain(`invited you to join the workspace "${plain}"`);
    expect(subject).toBe(
      `[Property Monitor] Support at www.\u200bevil.\u200bexample invited you to ${plain}`,
    );
  });

  it('keeps no usable token in the outbox: sealed while waiting, gone once sent', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const to = `sealed-${Date.now()}@example.test`;
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/team/invite',
      payload: { email: to },
    });
    expect(res.statusCode).toBe(201);
    const [waiting] = await outbox(to);
    expect(waiting!.status).toBe('pending');

    await runDeliveryOnce(t.ctx, { now: new Date() });
    const mail = parseMail(sink.messages.find((m) => m.to.includes(to))!.raw);
    const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    // the link works (it is read here from the mail, as its recipient would)
    const info = await call(t.app, { name: 'anonymous' }, { url: `/api/invitations/${token}` });
    expect(info.json().state).toBe('valid');

    // while it waited, the outbox held the text with a placeholder and the link sealed
    expect(waiting!.raw).not.toContain(token);
    expect(waiting!.payload.text).toContain('Accept the invitation: {{one-time-link}}');
    expect(String(waiting!.payload.link)).toMatch(/^v1\./);
    // once sent: the address and subject, nothing else
    const [sent] = await outbox(to);
    expect(sent!.status).toBe('delivered');
    expect(sent!.payload).toEqual({ to, subject: expect.any(String) });
    expect(sent!.raw).not.toContain(token);
  });
});
