// A workspace's alert e-mail is verified by a link too; until then, and for any member whose own
// address is unverified, alert mail does not go there. Real alerts, real SMTP.
import { describe, expect, it } from 'vitest';
import { VERIFY_MSG } from '../../../contracts/verification.js';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import { parseMail } from '../../notify/test-support/mime.js';
import { checkNow, confirmAtFirstFailure, later } from '../../notify/test-support/outage.js';
import { addProperties } from '../../test/factories.js';
import { linkTokenFor } from '../../notify/test-support/verification.js';
import { call, createActor, createActors, expectMatrix } from '../../test/actors.js';
import { useTestAppWithSmtpSink } from '../../test/use-test-app.js';

describe('alert e-mail verification and who gets alert mail', () => {
  const { t, sink } = useTestAppWithSmtpSink();
  const pool = () => t.ctx.database.pool;
  let clock = Date.now();
  /** Each delivery pass a little later, past the grouping window. */
  const deliver = () => runDeliveryOnce(t.ctx, { now: later(61, (clock += 120_000)) });

  it('route x actor for the resend endpoints', async () => {
    const a = await createActors(t.ctx);
    await pool().query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [
      a.viewer.userId,
    ]);
    await expectMatrix(t.app, a, [
      {
        method: 'POST',
        url: '/api/auth/verify-email/resend',
        // only the viewer is unverified here; the others have nothing to verify
        expect: {
          anonymous: 401,
          viewer: 202,
          staff: 409,
          admin: 409,
          otherAdmin: 409,
          platformAdmin: 409,
          owner: 409,
        },
      },
      {
        method: 'POST',
        url: '/api/settings/workspace/alert-email/resend',
        // admins of workspaces without an alert e-mail: nothing to verify
        expect: {
          anonymous: 401,
          viewer: 403,
          staff: 403,
          admin: 400,
          otherAdmin: 400,
          platformAdmin: 400,
          owner: 400,
        },
      },
    ]);
  });

  it('mails only verified addresses; a new alert e-mail gets mail once its link is followed', async () => {
    await deliver(); // what earlier tests left queued
    sink.messages.length = 0;
    const admin = await createActor(t.ctx, 'admin');
    const ws = admin.workspaceId!;
    const unverified = await createActor(t.ctx, 'staff', { workspaceId: ws, role: 'staff' });
    await pool().query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [
      unverified.userId,
    ]);
    await confirmAtFirstFailure(pool(), ws);
    const put = (payload: object) =>
      call(t.app, admin, { method: 'PUT', url: '/api/settings/workspace', payload });

    let res = await put({ alertEmail: 'NOC@Example.test' });
    expect(res.json().workspace).toMatchObject({
      alertEmail: 'noc@example.test',
      alertEmailVerified: false,
    });
    const [p] = await addProperties(t.app, admin, 1, 'Quay');
    await checkNow(t.ctx, new Map([[p!.id, 'timeout' as const]]));
    await deliver();
    // the link to noc@ and the alert to the one verified member; nothing to the others
    const byTo = new Map(sink.messages.map((m) => [m.to.join(','), parseMail(m.raw)]));
    expect([...byTo.keys()].sort()).toEqual([admin.email, 'noc@example.test'].sort());
    expect(byTo.get('noc@example.test')!.headers.subject).toBe(
      `Confirm alert e-mail for ${res.json().workspace.name}`,
    );
    expect(byTo.get(admin.email!)!.headers.subject).toBe(
      `[Property Monitor] ${p!.name} is offline`,
    );

    // resend while pending: throttled within the minute, then allowed
    const resend = () =>
      call(t.app, admin, { method: 'POST', url: '/api/settings/workspace/alert-email/resend' });
    expect((await resend()).json()).toEqual({
      message: VERIFY_MSG.resendTooSoon,
      code: 'rate_limited',
    });
    await pool().query(
      `UPDATE email_tokens SET created_at = created_at - interval '2 minutes' WHERE workspace_id = $1`,
      [ws],
    );
    expect((await resend()).statusCode).toBe(202);
    sink.messages.length = 0;
    await deliver();
    const token = linkTokenFor(sink, 'noc@example.test');
    const followed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(followed.json()).toEqual({
      kind: 'alert_email',
      email: 'noc@example.test',
      message: 'The alert e-mail is verified: alert mail will be sent to it.',
    });
    res = await call(t.app, admin, { url: '/api/settings' });
    expect(res.json().workspace).toMatchObject({ alertEmailVerified: true });
    expect((await resend()).json()).toEqual({
      message: VERIFY_MSG.alertEmailVerified,
      code: 'conflict',
    });

    // now the alert e-mail gets alert mail as well (one message: same alerts)
    sink.messages.length = 0;
    await checkNow(t.ctx, new Map([[p!.id, 'up' as const]]));
    await deliver();
    expect(sink.messages.map((m) => m.to)).toEqual([['noc@example.test', admin.email]]);

    // another address: pending again, and the earlier link would not confirm it
    res = await put({ alertEmail: 'desk@example.test' });
    expect(res.json().workspace).toMatchObject({ alertEmailVerified: false });
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(stale.json()).toEqual({ message: VERIFY_MSG.used, code: 'gone' });
    // the admin's own verified address needs no link; clearing it clears the state
    sink.messages.length = 0;
    res = await put({ alertEmail: admin.email });
    expect(res.json().workspace).toMatchObject({
      alertEmail: admin.email,
      alertEmailVerified: true,
    });
    res = await put({ alertEmail: '' });
    expect(res.json().workspace).toMatchObject({ alertEmail: null, alertEmailVerified: false });
    await deliver();
    expect(sink.messages.map((m) => m.to)).toEqual([['desk@example.test']]); // its link only
  });
});
