import { describe, expect, it } from 'vitest';
import { SMS_MSG } from '../../../contracts/alert-preferences.js';
import { VERIFY_MSG } from '../../../contracts/verification.js';
import { adminsOnly, call, everyone, expectMatrix, type Actors } from '../../test/actors.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';

describe('settings API', () => {
  const { t, a } = useTestAppWithActors();
  const put = (who: keyof Actors, url: string, payload: unknown) =>
    call(t.app, a[who], { method: 'PUT', url, payload: payload as object });

  it('route x actor', async () => {
    await expectMatrix(t.app, a, [
      { method: 'GET', url: '/api/settings', expect: everyone(200) },
      {
        method: 'PUT',
        url: '/api/settings/profile',
        body: (actor: { name: string }) => ({ firstName: actor.name, lastName: 'Tester' }),
        expect: everyone(200),
      },
      {
        method: 'PUT',
        url: '/api/settings/notifications',
        body: { desktopNotifications: false },
        expect: everyone(200),
      },
      {
        method: 'PUT',
        url: '/api/settings/workspace',
        body: { dailyReports: true },
        expect: adminsOnly(200),
      },
    ]);
  });

  it('reads the defaults of the specification', async () => {
    const s = (await call(t.app, a.staff, { url: '/api/settings' })).json();
    expect(s).toEqual({
      profile: {
        firstName: 'staff',
        lastName: 'Tester',
        email: a.staff.email,
        emailVerified: true,
        pendingEmail: null,
        hasPassword: false,
      },
      personal: { emailNotifications: true, desktopNotifications: false, systemAlerts: true },
      alerts: {
        smsAlerts: false,
        alertTypes: ['offline', 'online'],
        phoneNumber: null,
        pendingPhoneNumber: null,
        sms: { configured: false, planAllows: true, message: SMS_MSG.notConfigured },
      },
      workspace: {
        name: expect.any(String),
        alertEmail: null,
        alertEmailVerified: false,
        checkIntervalSeconds: 30,
        failuresBeforeOffline: 3,
        outageConfirmedFrom: 1,
        timezone: 'UTC',
        emailOnTimeout: false,
        dailyReports: true,
        weeklyReports: false,
        maskIps: true,
      },
      mail: { configured: false, from: null, message: 'SMTP is not configured' },
      canEditWorkspace: false,
      activeLocations: 1,
    });
    expect((await call(t.app, a.admin, { url: '/api/settings' })).json().canEditWorkspace).toBe(
      true,
    );
  });

  it('saves and returns workspace settings; an empty alert e-mail clears it', async () => {
    let res = await put('otherAdmin', '/api/settings/workspace', {
      name: '  Seaside Lettings ',
      alertEmail: 'Alerts@Example.test',
      checkIntervalSeconds: 300,
      failuresBeforeOffline: 5,
      timezone: 'europe/berlin',
      emailOnTimeout: true,
      dailyReports: false,
      weeklyReports: true,
      maskIps: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().workspace).toEqual({
      name: 'Seaside Lettings',
      alertEmail: 'alerts@example.test',
      alertEmailVerified: false,
      checkIntervalSeconds: 300,
      failuresBeforeOffline: 5,
      outageConfirmedFrom: 1,
      timezone: 'Europe/Berlin',
      emailOnTimeout: true,
      dailyReports: false,
      weeklyReports: true,
      maskIps: false,
    });
    res = await put('otherAdmin', '/api/settings/workspace', { alertEmail: '' });
    expect(res.json().workspace).toMatchObject({ alertEmail: null, checkIntervalSeconds: 300 });
    // persisted, not just echoed
    const again = (await call(t.app, a.otherAdmin, { url: '/api/settings' })).json();
    expect(again.workspace).toMatchObject({ name: 'Seaside Lettings', timezone: 'Europe/Berlin' });
  });

  it('validates with the form messages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ checkIntervalSeconds: 29 }, 'Check interval must be between 30 seconds and 1440 minutes'],
      [
        { checkIntervalSeconds: 86_401 },
        'Check interval must be between 30 seconds and 1440 minutes',
      ],
      [
        { checkIntervalSeconds: 45.5 },
        'Check interval must be between 30 seconds and 1440 minutes',
      ],
      [{ failuresBeforeOffline: 0 }, 'Failures before offline must be a whole number from 1 to 10'],
      [
        { failuresBeforeOffline: 11 },
        'Failures before offline must be a whole number from 1 to 10',
      ],
      [{ alertEmail: 'not-an-email' }, 'Please enter a valid email address'],
      [{ timezone: 'Mars/Olympus_Mons' }, 'Please choose a valid time zone'],
      [{ name: '   ' }, 'Workspace name is required'],
    ];
    for (const [body, message] of cases) {
      const res = await put('admin', '/api/settings/workspace', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message, code: 'validation' });
    }
    const bad = await put('viewer', '/api/settings/profile', { email: 'nope' });
    expect(bad.json()).toEqual({
      message: 'Please enter a valid email address',
      code: 'validation',
    });
    // a viewer gets 403 before any validation
    expect(
      (await put('viewer', '/api/settings/workspace', { failuresBeforeOffline: 0 })).statusCode,
    ).toBe(403);
  });

  it('changes the own profile and personal switches only', async () => {
    let res = await put('viewer', '/api/settings/profile', {
      firstName: 'Vera',
      lastName: 'Viewer',
      email: a.viewer.email!.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      firstName: 'Vera',
      lastName: 'Viewer',
      email: a.viewer.email,
      pendingEmail: null,
    });
    const me = (await call(t.app, a.viewer, { url: '/api/auth/user' })).json();
    expect(me).toMatchObject({ firstName: 'Vera', email: a.viewer.email });

    // omitted fields stay, an empty one is cleared
    res = await put('viewer', '/api/settings/profile', { lastName: '' });
    expect(res.json().profile).toMatchObject({
      firstName: 'Vera',
      lastName: null,
      email: a.viewer.email,
    });

    // an account without a password (single sign-on) takes its address from the provider;
    // nothing of the request is applied
    res = await put('staff', '/api/settings/profile', {
      firstName: 'S',
      email: 'new.staff@example.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: VERIFY_MSG.emailFromProvider, code: 'validation' });
    expect((await call(t.app, a.staff, { url: '/api/settings' })).json().profile).toMatchObject({
      firstName: 'staff',
      email: a.staff.email,
    });

    res = await put('viewer', '/api/settings/notifications', {
      emailNotifications: false,
      desktopNotifications: true,
    });
    expect(res.json().personal).toEqual({
      emailNotifications: false,
      desktopNotifications: true,
      systemAlerts: true,
    });
    // another member's switches are untouched
    const staff = (await call(t.app, a.staff, { url: '/api/settings' })).json();
    expect(staff.personal).toEqual({
      emailNotifications: true,
      desktopNotifications: false,
      systemAlerts: true,
    });
  });

  it('moves the next checks of properties using the workspace interval when it changes', async () => {
    const pool = t.ctx.database.pool;
    const add = async (intervalSeconds?: number) => {
      const res = await call(t.app, a.platformAdmin, {
        method: 'POST',
        url: '/api/properties',
        payload: {
          name: `Cadence ${intervalSeconds ?? 'default'}`,
          address: '1 Clock Lane',
          ipAddress: '127.0.9.1',
          permissionConfirmed: true,
          ...(intervalSeconds ? { intervalSeconds } : {}),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    await put('platformAdmin', '/api/settings/workspace', { checkIntervalSeconds: 3600 });
    const usesWorkspace = await add();
    const ownInterval = await add(600);
    // last checked 10 minutes ago; next checks far apart
    await pool.query(
      `UPDATE property_schedule SET last_check = now() - interval '10 minutes',
              next_check_at = now() + interval '50 minutes' WHERE property_id = ANY($1::int[])`,
      [[usesWorkspace, ownInterval]],
    );
    const next = async (id: number) =>
      (
        await pool.query(
          `SELECT extract(epoch FROM next_check_at - now())::float8 AS s FROM property_schedule WHERE property_id = $1`,
          [id],
        )
      ).rows[0].s as number;

    // faster: due at once (its last check + 60 s is already past)
    let res = await put('platformAdmin', '/api/settings/workspace', { checkIntervalSeconds: 60 });
    expect(res.json().workspace.checkIntervalSeconds).toBe(60);
    expect(await next(usesWorkspace)).toBeLessThanOrEqual(0.5);
    expect(await next(ownInterval)).toBeGreaterThan(49 * 60);
    // slower: last check + 20 min
    res = await put('platformAdmin', '/api/settings/workspace', { checkIntervalSeconds: 1200 });
    expect(await next(usesWorkspace)).toBeGreaterThan(9 * 60);
    expect(await next(usesWorkspace)).toBeLessThanOrEqual(10 * 60 + 1);
    expect(await next(ownInterval)).toBeGreaterThan(49 * 60);
    const list = (await call(t.app, a.platformAdmin, { url: '/api/properties' })).json();
    expect(list.find((p: { id: number }) => p.id === usesWorkspace).effectiveIntervalSeconds).toBe(
      1200,
    );
  });
});
