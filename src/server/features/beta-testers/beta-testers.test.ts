// The beta programme's calls: who may call each, the public form (validation, merge, honeypot,
// rate limit), review and invitation mails with a one-time link, and the beta terms it grants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BETA_MSG, BETA_TERMS } from '../../../contracts/beta.js';
import { anyone, call, createActors, expectMatrix, platformAdmins } from '../../test/actors.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';
import { createBillingTestApp } from '../../billing/test-support/billing-test-app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { DirectMailPayload } from '../../notify/queue-direct-mail.js';
import { queuedMailAsSent } from '../../notify/test-support/queued-mail.js';

let seq = 0;
const application = (over: Record<string, unknown> = {}) => ({
  companyName: `Acme Parks ${++seq}`,
  contactName: 'Dana Lee',
  email: `dana-${seq}-${Date.now().toString(36)}@example.test`,
  propertiesCount: 12,
  useCase: 'RV parks with gate routers',
  reasonForTesting: 'We lose Wi-Fi at night',
  ...over,
});

describe('beta programme', () => {
  const { t, a: actors } = useTestAppWithActors(
    { BETA_APPLY_LIMIT_PER_HOUR: '1000' },
    createBillingTestApp,
  );

  const rowsFor = async (email: string) =>
    (
      await t.ctx.database.pool.query(`SELECT * FROM beta_testers WHERE lower(email) = lower($1)`, [
        email,
      ])
    ).rows;
  /** The mails queued to `email`, their sealed links filled in as delivery does. */
  const mailsTo = async (email: string) =>
    (
      (
        await t.ctx.database.pool.query(
          `SELECT event_type, payload FROM notifications WHERE recipient = $1 ORDER BY id`,
          [email],
        )
      ).rows as { event_type: string; payload: DirectMailPayload }[]
    ).map((r) => ({ ...r, payload: queuedMailAsSent(t.ctx.config, r.payload) }));
  const apply = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/beta-testers/apply', payload: body });
  const fresh = async () => {
    const a = application();
    expect((await apply(a)).statusCode).toBe(202);
    return { ...a, id: (await rowsFor(a.email))[0].id as number };
  };

  it('answers each caller as the permission map says', async () => {
    await expectMatrix(t.app, actors, [
      { method: 'POST', url: '/api/beta-testers/apply', body: application, expect: anyone(202) },
      { method: 'GET', url: '/api/beta-testers', expect: platformAdmins(200) },
      {
        method: 'PUT',
        url: async () => `/api/beta-testers/${(await fresh()).id}/status`,
        body: { status: 'rejected' },
        expect: platformAdmins(200),
      },
      {
        method: 'POST',
        url: '/api/beta-testers/invite',
        body: application,
        expect: platformAdmins(201),
      },
      {
        method: 'DELETE',
        url: async () => `/api/beta-testers/${(await fresh()).id}`,
        expect: platformAdmins(204),
      },
    ]);
  });

  it('refuses an incomplete form with the field message and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ companyName: '  ' }, BETA_MSG.companyRequired],
      [{ contactName: '' }, BETA_MSG.contactRequired],
      [{ email: 'not-an-address' }, BETA_MSG.emailInvalid],
      [{ propertiesCount: 0 }, BETA_MSG.propertiesInvalid],
      [{ propertiesCount: 'many' }, BETA_MSG.propertiesInvalid],
      [{ useCase: '' }, BETA_MSG.useCaseRequired],
      [{ reasonForTesting: undefined }, BETA_MSG.reasonRequired],
    ];
    for (const [over, message] of cases) {
      const body = application(over);
      const res = await apply(body);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toBe(message);
      if (typeof body.email === 'string') expect(await rowsFor(body.email)).toHaveLength(0);
    }
  });

  it('a second application from one address replaces the pending one only once its mailbox confirms; the answer never tells', async () => {
    const first = application();
    const a1 = await apply(first);
    const a2 = await apply({
      ...first,
      email: first.email.toUpperCase(),
      companyName: 'Someone Else Ltd',
      propertiesCount: 40,
    });
    expect(a1.json()).toEqual(a2.json());
    let rows = await rowsFor(first.email);
    expect(rows).toHaveLength(1);
    // nothing replaced yet: anyone can post the form for any address
    expect(rows[0]).toMatchObject({ properties_count: 12, company_name: first.companyName });
    const mails = (await mailsTo(first.email.toUpperCase())).filter(
      (m) => m.event_type === 'beta.reapply_confirm',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload.subject).toBe('Confirm your new beta application answers');
    const token = /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(mails[0]!.payload.text)?.[1];
    expect(token).toBeDefined();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect([confirmed.statusCode, confirmed.json()]).toEqual([
      200,
      {
        kind: 'beta_application',
        email: first.email.toUpperCase(),
        message: 'Your beta application has been updated with your new answers.',
      },
    ]);
    rows = await rowsFor(first.email);
    expect(rows[0]).toMatchObject({ properties_count: 40, company_name: 'Someone Else Ltd' });
    // the link works once
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(again.statusCode).toBe(410);
    // a decided application is not reopened from the public form
    await call(t.app, actors.owner, {
      method: 'PUT',
      url: `/api/beta-testers/${rows[0].id}/status`,
      payload: { status: 'rejected' },
    });
    const a3 = await apply({ ...first, propertiesCount: 3 });
    expect(a3.json()).toEqual(a1.json());
    const after = await rowsFor(first.email);
    expect(after[0].status).toBe('rejected');
    expect(after[0].properties_count).toBe(40);
  });

  it('drops a filled honeypot silently, with the same answer', async () => {
    const bot = application({ website: 'http://spam.example' });
    const res = await apply(bot);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ received: true, supportEmail: null });
    expect(await rowsFor(bot.email)).toHaveLength(0);
  });

  it('approval mails a one-time link that starts a Pro workspace free for the beta period', async () => {
    const a = await fresh();
    const res = await call(t.app, actors.platformAdmin, {
      method: 'PUT',
      url: `/api/beta-testers/${a.id}/status`,
      payload: { status: 'approved', notes: 'Good fit' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', notes: 'Good fit', signedUp: false });
    expect(res.json().reviewedAt).not.toBeNull();
    const [mail] = await mailsTo(a.email);
    expect(mail!.event_type).toBe('beta.approved');
    const token = /beta=([\w-]+)/.exec(mail!.payload.text)![1]!;
    expect(mail!.payload.text).toContain(`Pro plan free for ${BETA_TERMS.freeDays} days`);

    const signUp = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: 'amber-falcon-123', betaToken: token },
      });
    const made = await signUp(a.email);
    expect(made.statusCode, made.body).toBe(201);
    const { rows } = await t.ctx.database.pool.query(
      `SELECT plan, trial_ends_at FROM workspaces WHERE id = $1`,
      [made.json().workspace.id],
    );
    expect(rows[0].plan).toBe('pro');
    const days = (new Date(rows[0].trial_ends_at).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(BETA_TERMS.freeDays);
    // the link is spent
    const again = await signUp(`other-${a.email}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(BETA_MSG.linkSpent);
    const bogus = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: `x-${a.email}`, password: 'amber-falcon-123', betaToken: 'nope' },
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe(BETA_MSG.linkInvalid);
    const list = await t.get(actors.owner, '/api/beta-testers');
    expect(list.find((b: { id: number }) => b.id === a.id).signedUp).toBe(true);
  });

  it('rejection mails a polite note; decided applications can only be deleted', async () => {
    const a = await fresh();
    const url = `/api/beta-testers/${a.id}/status`;
    const noDecision = await call(t.app, actors.owner, { method: 'PUT', url, payload: {} });
    expect(noDecision.statusCode).toBe(400);
    expect(noDecision.json().message).toBe(BETA_MSG.decisionRequired);
    const res = await call(t.app, actors.owner, {
      method: 'PUT',
      url,
      payload: { status: 'rejected' },
    });
    expect(res.json().status).toBe('rejected');
    const mails = await mailsTo(a.email);
    expect(mails.map((m) => m.event_type)).toEqual(['beta.rejected']);
    expect(mails[0]!.payload.text).not.toContain('beta=');
    const twice = await call(t.app, actors.owner, {
      method: 'PUT',
      url,
      payload: { status: 'approved' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BETA_MSG.onlyPendingReviewable);
    const del = await call(t.app, actors.owner, {
      method: 'DELETE',
      url: `/api/beta-testers/${a.id}`,
    });
    expect(del.statusCode).toBe(204);
    const gone = await call(t.app, actors.owner, {
      method: 'DELETE',
      url: `/api/beta-testers/${a.id}`,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(BETA_MSG.notFound);
  });

  it('an invitation creates an approved row and mails the same link', async () => {
    const a = application();
    const res = await call(t.app, actors.owner, {
      method: 'POST',
      url: '/api/beta-testers/invite',
      payload: a,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'approved', invited: true, email: a.email });
    const mails = await mailsTo(a.email);
    expect(mails.map((m) => m.event_type)).toEqual(['beta.invitation']);
    expect(mails[0]!.payload.text).toMatch(/\/sign-in\?mode=sign-up&beta=/);
    const bad = await call(t.app, actors.owner, {
      method: 'POST',
      url: '/api/beta-testers/invite',
      payload: { ...a, email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(BETA_MSG.emailInvalid);
  });
});

describe('beta application rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BETA_APPLY_LIMIT_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('allows a few applications per address per hour, then answers 429', async () => {
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/beta-testers/apply', payload: application() });
    expect((await post()).statusCode).toBe(202);
    expect((await post()).statusCode).toBe(202);
    const third = await post();
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('rate_limited');
    const { rows } = await t.ctx.database.pool.query(`SELECT count(*)::int AS n FROM beta_testers`);
    expect(rows[0].n).toBe(2);
  });

  it('a self-hosted install (no billing) keeps its default plan for beta testers', async () => {
    // checked through the shared claim: the sign-up link grants DEFAULT_PLAN without billing
    const owner = await createActors(t.ctx);
    const a = application();
    await call(t.app, owner.owner, { method: 'POST', url: '/api/beta-testers/invite', payload: a });
    const { rows } = await t.ctx.database.pool.query(
      `SELECT payload FROM notifications WHERE recipient = $1`,
      [a.email],
    );
    const token = /beta=([\w-]+)/.exec(queuedMailAsSent(t.ctx.config, rows[0].payload).text)![1]!;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: a.email, password: 'amber-falcon-123', betaToken: token },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().subscriptionPlan).toBe(t.ctx.config.defaultPlan);
  });
});
