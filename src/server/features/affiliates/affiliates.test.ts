// The affiliate calls: who may call each, applying, the tracking link (recording, cookie,
// same-site redirects, bots and repeats), and the admin's review.
import { describe, expect, it } from 'vitest';
import { AFFILIATE_COOKIE, AFFILIATE_MSG } from '../../../contracts/affiliates.js';
import {
  anyone,
  call,
  createActor,
  everyone,
  expectMatrix,
  platformAdmins,
} from '../../test/actors.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
describe('affiliate routes', () => {
  const { t, a: actors } = useTestAppWithActors();

  const q = async (text: string, values: unknown[] = []) =>
    (await t.ctx.database.pool.query(text, values)).rows;
  /** a new person who applied; approved by the owner unless told otherwise */
  const newAffiliate = async (status = 'approved') => {
    const who = await createActor(t.ctx, 'admin');
    const res = await call(t.app, who, {
      method: 'POST',
      url: '/api/affiliates/apply',
      payload: { paypalEmail: `pay-${who.email}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json() as { id: number; affiliateCode: string };
    if (status !== 'pending') {
      await call(t.app, actors.owner, {
        method: 'PUT',
        url: `/api/affiliates/${a.id}/status`,
        payload: { status },
      });
    }
    return { ...a, who };
  };
  const track = (code: string, opts: { to?: string; ip?: string; ua?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/track/${code}${opts.to !== undefined ? `?to=${encodeURIComponent(opts.to)}` : ''}`,
      headers: { 'user-agent': opts.ua ?? BROWSER },
      remoteAddress: opts.ip ?? '203.0.113.7',
    });

  it('answers each caller as the permission map says', async () => {
    const { affiliateCode } = await newAffiliate();
    await expectMatrix(t.app, actors, [
      {
        method: 'POST',
        url: '/api/affiliates/apply',
        body: { paypalEmail: 'paypal@example.test' },
        expect: everyone(201),
      },
      { method: 'GET', url: '/api/affiliates/my-stats', expect: everyone(200) },
      { method: 'GET', url: '/api/affiliates', expect: platformAdmins(200) },
      {
        method: 'PUT',
        url: async () => `/api/affiliates/${(await newAffiliate('pending')).id}/status`,
        body: { status: 'approved', commissionRate: 0.25 },
        expect: platformAdmins(200),
      },
      { method: 'GET', url: '/api/affiliates/payouts', expect: platformAdmins(200) },
      { method: 'POST', url: '/api/affiliates/payouts', expect: platformAdmins(409) },
      { method: 'GET', url: '/api/affiliates/payouts/csv', expect: platformAdmins(200) },
      { method: 'POST', url: '/api/affiliates/payouts/999999/paid', expect: platformAdmins(404) },
      {
        method: 'GET',
        url: `/track/${affiliateCode}`,
        expect: anyone(302),
      },
    ]);
  });

  it('answers 404 to a person who never applied; applying twice is refused', async () => {
    const who = await createActor(t.ctx, 'viewer');
    const none = await call(t.app, who, { url: '/api/affiliates/my-stats' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(AFFILIATE_MSG.notAffiliate);
    const apply = (paypalEmail?: string) =>
      call(t.app, who, {
        method: 'POST',
        url: '/api/affiliates/apply',
        payload: paypalEmail === undefined ? {} : { paypalEmail },
      });
    expect((await apply()).json().message).toBe(AFFILIATE_MSG.paypalRequired);
    expect((await apply('  ')).json().message).toBe(AFFILIATE_MSG.paypalRequired);
    expect((await apply('not-mail')).json().message).toBe(AFFILIATE_MSG.paypalInvalid);
    const ok = await apply('me@paypal.example');
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ status: 'pending', commissionRate: 0.2, totalEarnings: 0 });
    expect(ok.json().affiliateCode).toMatch(/^[a-z0-9]{8}$/);
    const twice = await apply('me@paypal.example');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(AFFILIATE_MSG.alreadyApplied);
    const mine = await call(t.app, who, { url: '/api/affiliates/my-stats' });
    expect(mine.json()).toMatchObject({
      affiliate: { status: 'pending' },
      clicks: [],
      commissions: [],
      stats: { totalClicks: 0, totalConversions: 0, conversionRate: 0 },
    });
  });

  it('records a click, sets the 30-day cookie and redirects on the same site only', async () => {
    const a = await newAffiliate();
    const res = await track(a.affiliateCode, { ip: '198.51.100.23' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const cookie = res.cookies.find((c) => c.name === AFFILIATE_COOKIE)!;
    expect(cookie.maxAge).toBe(30 * 86_400);
    expect(cookie.httpOnly).toBe(true);
    expect(
      (await track(a.affiliateCode, { to: '/pricing?plan=pro', ip: '198.51.100.24' })).headers
        .location,
    ).toBe('/pricing?plan=pro');
    for (const to of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      expect((await track(a.affiliateCode, { to, ip: '198.51.100.25' })).headers.location).toBe(
        '/',
      );
    }
    // the same address again within the window counts once; a bot never
    await track(a.affiliateCode, { ip: '198.51.100.23' });
    await track(a.affiliateCode, { ip: '198.51.100.26', ua: 'Googlebot/2.1' });
    const stats = await call(t.app, a.who, { url: '/api/affiliates/my-stats' });
    const { clicks } = stats.json();
    expect(clicks).toHaveLength(3);
    expect(clicks.map((c: { ipAddress: string }) => c.ipAddress).sort()).toEqual([
      '198.51.100.x',
      '198.51.100.x',
      '198.51.100.x',
    ]);
    expect(
      clicks.find((c: { landingPage: string }) => c.landingPage === '/pricing?plan=pro'),
    ).toBeTruthy();
  });

  it('unknown and non-approved codes redirect without recording', async () => {
    const before = (await q(`SELECT count(*)::int AS n FROM affiliate_clicks`))[0].n;
    const pending = await newAffiliate('pending');
    const suspended = await newAffiliate('suspended');
    for (const code of ['nosuchcode', pending.affiliateCode, suspended.affiliateCode]) {
      const res = await track(code, { to: '/pricing' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/pricing');
      expect(res.cookies.find((c) => c.name === AFFILIATE_COOKIE)).toBeUndefined();
    }
    expect((await q(`SELECT count(*)::int AS n FROM affiliate_clicks`))[0].n).toBe(before);
  });

  it('the admin sets any status, the rate as a fraction (omitted: kept), and notes', async () => {
    const a = await newAffiliate('pending');
    const put = (payload: object) =>
      call(t.app, actors.platformAdmin, {
        method: 'PUT',
        url: `/api/affiliates/${a.id}/status`,
        payload,
      });
    const approved = await put({ status: 'approved', commissionRate: 0.255, notes: 'Blog' });
    expect(approved.json()).toMatchObject({
      status: 'approved',
      commissionRate: 0.255,
      notes: 'Blog',
    });
    expect(approved.json().approvedAt).not.toBeNull();
    const kept = await put({ status: 'suspended' });
    expect(kept.json()).toMatchObject({ status: 'suspended', commissionRate: 0.255, notes: null });
    expect((await put({})).json().message).toBe(AFFILIATE_MSG.statusRequired);
    expect((await put({ status: 'approved', commissionRate: 1.5 })).json().message).toBe(
      AFFILIATE_MSG.rateRange,
    );
    expect((await put({ status: 'approved', commissionRate: 0 })).statusCode).toBe(400);
    const missing = await call(t.app, actors.owner, {
      method: 'PUT',
      url: '/api/affiliates/999999/status',
      payload: { status: 'approved' },
    });
    expect(missing.statusCode).toBe(404);
    const list = await call(t.app, actors.owner, { url: '/api/affiliates' });
    expect(list.json().find((x: { id: number }) => x.id === a.id)).toMatchObject({
      status: 'suspended',
      userEmail: a.who.email,
    });
  });
});
