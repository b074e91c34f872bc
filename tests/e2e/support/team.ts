// Team journeys' shared steps: open the page, find a member's card, invite through the API and
// read the link from the mail, join a workspace through that link in a browser of one's own.
// Mail is configured here, so an inviting admin verifies their own address first (decision 019).
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { linkTokenFor } from '../../../src/server/notify/test-support/verification.js';
import { newAccount, signUpViaApi, type Account } from './accounts.js';
import { expect } from './fixtures.js';
import { invitationPath, waitForMail, type SmtpSink } from './mail-sink.js';

export { toast } from './pages.js';

export const memberCard = (page: Page, text: string) =>
  page.getByTestId('member-card').filter({ hasText: text });

export async function openTeam(page: Page): Promise<void> {
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
}

/** Follows the verification link mailed to `a` since sign-up, as its owner would. */
export async function verifyViaMail(
  sink: SmtpSink,
  request: APIRequestContext,
  a: Account,
): Promise<void> {
  await waitForMail(sink, a.email, 0, '/verify-email/');
  const res = await request.post('/api/auth/verify-email', {
    data: { token: linkTokenFor(sink, a.email) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new admin of a workspace of their own, signed up on `request`, their address verified. */
export async function signUpVerifiedAdmin(
  sink: SmtpSink,
  request: APIRequestContext,
  a: Account,
): Promise<void> {
  await signUpViaApi(request, a);
  await verifyViaMail(sink, request, a);
}

/** Invites `email` as `role` with the admin's session and returns the mailed link's path. */
export async function inviteViaApi(
  sink: SmtpSink,
  admin: APIRequestContext,
  email: string,
  role: string,
): Promise<string> {
  const before = sink.messages.length;
  const res = await admin.post('/api/team/invite', { data: { email, role } });
  expect(res.status(), await res.text()).toBe(201);
  return invitationPath(await waitForMail(sink, email, before, '/invite/'));
}

/** A new browser whose person signed up through an invitation from the admin's workspace. */
export async function joinThroughInvitation(
  browser: Browser,
  sink: SmtpSink,
  admin: APIRequestContext,
  a: Account,
  role: string,
): Promise<BrowserContext> {
  const link = await inviteViaApi(sink, admin, a.email, role);
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/sign-up', {
    data: { ...a, invitationToken: link.split('/').pop() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return context;
}

/**
 * A new admin signed up on `page`, and a new person who joined the admin's workspace with `role`
 * through an invitation, signed in on a browser context of their own (`theirs`).
 */
export async function adminWithInvitedMember(
  page: Page,
  browser: Browser,
  sink: SmtpSink,
  tags: { admin: string; member: string; role: string },
): Promise<{ admin: Account; member: Account; theirs: BrowserContext }> {
  const admin = newAccount(tags.admin);
  await signUpVerifiedAdmin(sink, page.context().request, admin);
  const member = newAccount(tags.member);
  const request = page.context().request;
  const theirs = await joinThroughInvitation(browser, sink, request, member, tags.role);
  return { admin, member, theirs };
}
