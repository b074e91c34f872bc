// The 14-day trial with an injected clock (no sleeps): reminder mails 3 days before and on the
// last day (once each, to the admins, through real SMTP), the pause when it ends unpaid (the
// scheduler claims nothing of the workspace, sign-in still works), and payment resuming checks.
// Without payment keys: DEFAULT_PLAN, no trial, "Billing is not configured", the set-plan CLI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MSG } from '../../../contracts/billing.js';
import { claimDueChecks } from '../../monitoring/claim-due-checks.js';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import { parseMail } from '../../notify/test-support/mime.js';
import { startSmtpSink, type SmtpSink } from '../../notify/test-support/smtp-sink.js';
import { call, createActor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { setWorkspacePlan } from './set-workspace-plan.js';
import { addProperties, DAY_MS } from '../../billing/test-support/billing-fixtures.js';
import {
  createBillingTestApp,
  type BillingTestApp,
} from '../../billing/test-support/billing-test-app.js';
import { runTrialJobs } from './trial-jobs.js';

describe('trial', () => {
  let t: BillingTestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createBillingTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const trialEnd = async (workspaceId: string) =>
    new Date(
      (
        await t.ctx.database.pool.query('SELECT trial_ends_at FROM workspaces WHERE id = $1', [
          workspaceId,
        ])
      ).rows[0].trial_ends_at,
    );
  // the trial's mails (the sign-up's verification link is another story)
  const mailsTo = (email: string) =>
    sink.messages
      .filter((m) => m.to.includes(email))
      .map((m) => parseMail(m.raw).headers.subject)
      .filter((subject) => !subject?.startsWith('Verify your e-mail'));
  const due = async () => {
    const claims = await claimDueChecks(t.ctx.database.pool, 1000);
    await t.ctx.database.pool.query('UPDATE property_schedule SET lease_until = NULL');
    return claims;
  };

  it('mails 3 days before and on the last day, once each, then pauses; paying resumes at once', async () => {
    const admin = await t.signUp('trialist');
    const ws = admin.workspaceId!;
    const [propertyId] = await addProperties(t, admin, 2);
    await t.ctx.database.pool.query(
      `UPDATE property_schedule SET next_check_at = now() - interval '1 minute' WHERE workspace_id = $1`,
      [ws],
    );
    const end = await trialEnd(ws);
    expect(end.getTime() - Date.now()).toBeGreaterThan(14 * DAY_MS - 60_000);
    const at = (msBeforeEnd: number) => new Date(end.getTime() - msBeforeEnd);
    const run = async (now: Date) => {
      await runTrialJobs(t.ctx.database.db, t.ctx.config, now);
      await runDeliveryOnce(t.ctx, { now });
    };

    await run(at(4 * DAY_MS));
    expect(mailsTo(admin.email!)).toEqual([]);
    await run(at(3 * DAY_MS - 60_000));
    await run(at(2 * DAY_MS)); // again in the window: no second mail
    expect(mailsTo(admin.email!)).toEqual(['Your Property Monitor trial ends in 3 days']);
    const billing = await t.get(admin, '/api/billing');
    expect(billing.trial.daysLeft).toBe(14); // the real clock: still the whole trial
    await run(at(12 * 3_600_000));
    await run(at(60_000));
    expect(mailsTo(admin.email!)).toEqual([
      'Your Property Monitor trial ends in 3 days',
      'Your Property Monitor trial ends today',
    ]);
    const lastDay = parseMail(sink.messages.at(-1)!.raw);
    expect(lastDay.text).toContain('/billing');

    // still running up to the end: its properties are claimed
    expect((await due()).some((c) => c.workspaceId === ws)).toBe(true);
    await run(new Date(end.getTime() + 1000));
    const paused = await t.get(admin, '/api/billing'); // sign-in still works
    expect(paused.paused).toMatchObject({ reason: 'trial_ended' });
    expect((await due()).some((c) => c.workspaceId === ws)).toBe(false);
    const check = await call(t.app, admin, {
      method: 'POST',
      url: `/api/ping/check/${propertyId}`,
    });
    expect(check.statusCode).toBe(403);
    expect(check.json().message).toBe(BILLING_MSG.paused);

    const { clientSecret } = await t.checkout(admin, 'starter');
    t.pay(clientSecret!);
    await t.deliverAll();
    expect((await t.get(admin, '/api/billing')).paused).toBeNull();
    const claimed = (await due()).filter((c) => c.workspaceId === ws);
    expect(claimed).toHaveLength(2);
    // no more trial mails once paid
    await run(new Date(end.getTime() + 2000));
    expect(mailsTo(admin.email!)).toHaveLength(2);
  });

  it('an abandoned checkout during the trial pauses nothing early', async () => {
    const admin = await t.signUp('undecided');
    await t.checkout(admin, 'basic');
    await t.checkout(admin, 'pro'); // went back and chose another plan: the first is cancelled
    await t.deliverAll();
    expect(await t.get(admin, '/api/billing')).toMatchObject({
      paused: null,
      plan: 'starter',
      trial: { daysLeft: 14 },
      subscription: { plan: 'pro', status: 'incomplete' },
    });
  });
});

describe('without payment keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_PLAN: 'basic' });
  });
  afterAll(() => t.close());

  it('new workspaces get DEFAULT_PLAN with no trial, and billing calls say it is not configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'selfhosted@example.test', password: 'amber-falcon-123' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().subscriptionPlan).toBe('basic');
    const cookie = `pm_session=${res.cookies.find((c) => c.name === 'pm_session')!.value}`;
    const overview = await t.app.inject({ url: '/api/billing', headers: { cookie } });
    expect(overview.json()).toMatchObject({
      configured: false,
      plan: 'basic',
      trial: null,
      paused: null,
      publishableKey: null,
    });
    for (const [method, url, payload] of [
      ['POST', '/api/create-subscription', { plan: 'pro' }],
      ['POST', '/api/billing/portal', undefined],
      ['POST', '/api/billing/sync', undefined],
    ] as const) {
      const r = await t.app.inject({ method, url, headers: { cookie }, payload });
      expect(r.statusCode, url).toBe(503);
      expect(r.json().message).toBe(BILLING_MSG.notConfigured);
    }
  });

  it('the operator sets a plan from the shell (set-plan), which also lifts a pause', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await t.ctx.database.pool.query(
      `INSERT INTO billing_accounts (workspace_id, paused_at, paused_reason) VALUES ($1, now(), 'trial_ended')`,
      [admin.workspaceId],
    );
    const r = await setWorkspacePlan(t.ctx.database.db, { email: admin.email!, plan: 'pro' });
    expect(r).toMatchObject({ previousPlan: 'basic', resumed: true, hasSubscription: false });
    const res = await call(t.app, admin, { url: '/api/properties/limits' });
    expect(res.json()).toMatchObject({ plan: 'pro', limit: 500 });
    await expect(
      setWorkspacePlan(t.ctx.database.db, { email: 'nobody@example.test', plan: 'pro' }),
    ).rejects.toThrow('No account with e-mail nobody@example.test');
  });
});
