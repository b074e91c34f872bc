// A direct mail (invitation, verification link) queued in a transaction reaches a real SMTP
// server, and its body — which may carry a one-time link — leaves the outbox once delivered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { queueDirectMail } from './queue-direct-mail.js';
import { runDeliveryOnce } from './run-delivery.js';
import { parseMail } from './test-support/mime.js';
import { startSmtpSink, type SmtpSink } from './test-support/smtp-sink.js';

describe('direct mail through the outbox', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('is sent once to the address, then only its subject and address are kept', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await t.ctx.database.db.transaction((tx) =>
      queueDirectMail(tx, {
        workspaceId: admin.workspaceId!,
        to: 'newcomer@example.test',
        subject: 'You are invited',
        text: 'Open https://monitor.test/invite/secret-token',
        html: '<p>Open <a href="https://monitor.test/invite/secret-token">the link</a></p>',
        eventType: 'team.invitation',
        summary: 'Invitation to newcomer@example.test',
      }),
    );
    await runDeliveryOnce(t.ctx, { now: new Date() });
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.to).toEqual(['newcomer@example.test']);
    const mail = parseMail(sink.messages[0]!.raw);
    expect(mail.headers.subject).toBe('You are invited');
    expect(mail.text).toContain('/invite/secret-token');

    const { rows } = await t.ctx.database.pool.query(
      `SELECT status, payload FROM notifications WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
    expect(rows).toEqual([
      { status: 'delivered', payload: { to: 'newcomer@example.test', subject: 'You are invited' } },
    ]);
    await runDeliveryOnce(t.ctx, { now: new Date(Date.now() + 60_000) });
    expect(sink.messages).toHaveLength(1);
  });
});
