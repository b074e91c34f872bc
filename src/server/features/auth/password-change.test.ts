// Settings → Security, changing the password with the current one (issue 30): the other sessions
// end, this one stays, the owner of a verified address is mailed; every refusal changes nothing.
import { describe, expect, it } from 'vitest';
import { changedText, PASSWORD_MSG } from '../../../contracts/password.js';
import { createAccount } from '../../accounts/create-account.js';
import { createSession, sessionCookieName } from '../../auth/sessions.js';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import { parseMail } from '../../notify/test-support/mime.js';
import { followLinkMailedTo } from '../../notify/test-support/verification.js';
import { useTestAppWithSmtpSink } from '../../test/use-test-app.js';
import { as, signUpPerson } from '../../test/sign-up-person.js';

const NEW_PASSWORD = 'copper-meadow-47';

describe('changing one’s password', () => {
  const { t, sink } = useTestAppWithSmtpSink();
  const change = (who: { cookie: string }, payload: unknown) =>
    as(t.app, who, { method: 'POST', url: '/api/auth/password', payload: payload as object });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    String([res.headers['set-cookie']].flat()[0]).split(';')[0]!;
  const me = (cookie: string) => as(t.app, { cookie }, { url: '/api/auth/user' });

  it('ends the other sessions, keeps this one, and mails the owner', async () => {
    const p = await signUpPerson(t.app, 'changer');
    await runDeliveryOnce(t.ctx, { now: new Date() });
    await followLinkMailedTo(t.app, sink, p.email);
    sink.messages.length = 0;
    const phone = cookieOf(await signIn(p.email, p.password));
    const tablet = cookieOf(await signIn(p.email, p.password));

    const res = await change(p, { currentPassword: p.password, newPassword: NEW_PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        message: 'Your password has been changed. 2 other sessions were signed out.',
        endedSessions: 2,
      },
    ]);
    expect(changedText(1)).toBe('Your password has been changed. 1 other session was signed out.');
    expect((await me(p.cookie)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await signIn(p.email, p.password)).statusCode).toBe(401);
    expect((await signIn(p.email, NEW_PASSWORD)).statusCode).toBe(200);

    await runDeliveryOnce(t.ctx, { now: new Date() });
    const mails = sink.messages.map((m) => parseMail(m.raw));
    expect(sink.messages.map((m) => m.to)).toEqual([[p.email]]);
    expect(mails[0]!.headers.subject).toBe('Your Property Monitor password was changed');
    expect(mails[0]!.text).toContain('was changed in Settings');
  });

  it('refuses a wrong, missing or reused current password and a weak new one, changing nothing', async () => {
    const p = await signUpPerson(t.app, 'careful');
    const refusals: Array<[unknown, string]> = [
      [
        { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD },
        PASSWORD_MSG.currentWrong,
      ],
      [{ newPassword: NEW_PASSWORD }, PASSWORD_MSG.currentRequired],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, PASSWORD_MSG.currentRequired],
      [{ currentPassword: p.password, newPassword: p.password }, PASSWORD_MSG.sameAsCurrent],
      [
        { currentPassword: p.password, newPassword: 'short' },
        'Password must be at least 8 characters',
      ],
      [{ currentPassword: p.password }, 'Password is required'],
      [
        { currentPassword: p.password, newPassword: 'qwertyuiop' },
        'This password is too easy to guess. This is a frequently used password. Add more words that are less common.',
      ],
      [
        // built from the person's own e-mail address
        { currentPassword: p.password, newPassword: p.email },
        'This password is too easy to guess. There should not be any personal or page related data. Add more words that are less common.',
      ],
    ];
    for (const [body, message] of refusals) {
      const res = await change(p, body);
      expect([res.statusCode, res.json()], JSON.stringify(body)).toEqual([
        400,
        { message, code: 'validation' },
      ]);
    }
    expect((await signIn(p.email, p.password)).statusCode).toBe(200);
    expect((await me(p.cookie)).statusCode).toBe(200);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: p.password, newPassword: NEW_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an unverified address gets no notice; an account without a password is told what to do', async () => {
    const p = await signUpPerson(t.app, 'unverified');
    await runDeliveryOnce(t.ctx, { now: new Date() });
    sink.messages.length = 0;
    expect(
      (await change(p, { currentPassword: p.password, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    await runDeliveryOnce(t.ctx, { now: new Date() });
    expect(sink.messages).toHaveLength(0);

    const { userId } = await createAccount(
      t.ctx.database.db,
      { email: `sso-${Date.now()}@example.test`, emailVerified: true },
      { plan: 'pro' },
    );
    const { token } = await createSession(t.ctx.database.db, userId, t.ctx.config.session);
    const res = await change(
      { cookie: `${sessionCookieName(t.ctx.config)}=${token}` },
      { currentPassword: 'anything-at-all', newPassword: NEW_PASSWORD },
    );
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: PASSWORD_MSG.noPasswordYet, code: 'conflict' },
    ]);
  });
});
