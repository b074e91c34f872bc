// Changing one's e-mail (Settings, profile): the current password, then a link to the new address;
// the account keeps its old address until the link is followed, and the old address is told.
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../contracts/messages.js';
import { VERIFY_MSG } from '../../../contracts/verification.js';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import { parseMail } from '../../notify/test-support/mime.js';
import { followLinkMailedTo, linkTokenFor } from '../../notify/test-support/verification.js';
import { useTestAppWithSmtpSink } from '../../test/use-test-app.js';
import { as, signUpPerson, type Person } from '../../test/sign-up-person.js';

describe('changing one’s e-mail', () => {
  const { t, sink } = useTestAppWithSmtpSink();
  const profile = (who: Person, payload: object) =>
    as(t.app, who, { method: 'PUT', url: '/api/settings/profile', payload });
  const settingsOf = async (who: Person) =>
    (await as(t.app, who, { url: '/api/settings' })).json().profile;

  /** A password account whose own address is verified. */
  const verifiedPerson = async (tag: string) => {
    const p = await signUpPerson(t.app, tag);
    await runDeliveryOnce(t.ctx);
    await followLinkMailedTo(t.app, sink, p.email);
    sink.messages.length = 0;
    return p;
  };

  it('needs the current password, and a link followed from the new address', async () => {
    const person = await verifiedPerson('mover');
    const other = await verifiedPerson('neighbour');
    const next = `moved-${Date.now()}@example.test`;

    let res = await profile(person, { firstName: 'Moe', email: next });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: VERIFY_MSG.passwordRequired, code: 'validation' },
    ]);
    res = await profile(person, { email: next, currentPassword: 'not-my-password' });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: VERIFY_MSG.passwordWrong, code: 'validation' },
    ]);
    res = await profile(person, { email: other.email, currentPassword: person.password });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: MSG.emailTaken, code: 'conflict' },
    ]);
    // none of these changed anything, nor sent anything
    expect(await settingsOf(person)).toMatchObject({ firstName: 'Pat', pendingEmail: null });
    await runDeliveryOnce(t.ctx);
    expect(sink.messages).toHaveLength(0);

    res = await profile(person, {
      firstName: 'Moe',
      email: next.toUpperCase(),
      currentPassword: person.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toEqual({
      firstName: 'Moe',
      lastName: expect.any(String),
      email: person.email,
      emailVerified: true,
      pendingEmail: next,
      hasPassword: true,
    });
    // until the link is followed, the account keeps its address (and signs in with it)
    const me = (await as(t.app, person, { url: '/api/auth/user' })).json();
    expect(me).toMatchObject({ email: person.email, emailVerified: true });

    await runDeliveryOnce(t.ctx);
    expect(sink.messages.map((m) => m.to)).toEqual([[next]]);
    const mail = parseMail(sink.messages[0]!.raw);
    expect(mail.headers.subject).toBe('Confirm your new e-mail address for Property Monitor');
    expect(mail.text).toContain(
      `change the e-mail address of your Property Monitor account to ${next}`,
    );

    const followed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkTokenFor(sink, next) },
    });
    expect(followed.json()).toEqual({
      kind: 'email_change',
      email: next,
      message: 'Your e-mail address has been changed and verified.',
    });
    expect((await as(t.app, person, { url: '/api/auth/user' })).json()).toMatchObject({
      email: next,
      emailVerified: true,
    });
    expect(await settingsOf(person)).toMatchObject({ email: next, pendingEmail: null });

    // the old address hears of it
    sink.messages.length = 0;
    await runDeliveryOnce(t.ctx);
    expect(sink.messages.map((m) => m.to)).toEqual([[person.email]]);
    expect(parseMail(sink.messages[0]!.raw).text).toContain(
      `was changed from ${person.email} to ${next}`,
    );

    // signing in takes the new address, not the old one
    const signIn = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: person.password },
      });
    expect((await signIn(next)).statusCode).toBe(200);
    expect((await signIn(person.email)).statusCode).toBe(401);
  });

  it('does not take effect when someone else took the address in the meantime', async () => {
    const person = await verifiedPerson('slow');
    const wanted = `wanted-${Date.now()}@example.test`;
    const res = await profile(person, { email: wanted, currentPassword: person.password });
    expect(res.statusCode).toBe(200);
    await runDeliveryOnce(t.ctx);
    const token = linkTokenFor(sink, wanted);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: wanted, password: 'someone-else-1' },
    });
    const followed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect([followed.statusCode, followed.json()]).toEqual([
      409,
      { message: MSG.emailTaken, code: 'conflict' },
    ]);
    expect((await as(t.app, person, { url: '/api/auth/user' })).json().email).toBe(person.email);
  });
});
