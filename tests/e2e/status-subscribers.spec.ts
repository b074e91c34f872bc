// Decision 030: a visitor subscribes on the public status page with the keyboard alone, follows
// the confirm link from the mail the real SMTP server caught, gets the next incident as a mail
// and unsubscribes from its link; the admin sees the subscriber masked, adds a webhook and removes
// it. Axe on the form, each page of the subscription and the admin's Subscribers part.
import type { Page } from '@playwright/test';
import { SUBSCRIBER_MSG } from '../../src/contracts/status-subscribers.js';
import { signUpNewAccount } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { settled } from './support/a11y-screens.js';
import { expect, test } from './support/fixtures.js';
import { startMailSink, waitForMail, type SmtpSink } from './support/mail-sink.js';
import { createPropertyViaApi } from './support/properties-api.js';

// The app's CSP refuses injected scripts, axe-core among them.
test.use({ bypassCSP: true });

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startMailSink();
});
test.afterAll(async () => {
  await sink?.close();
});

/** Presses Tab until the element is focused (at most 60 times): reached by keyboard alone. */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 60; i++) {
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${selector} was not reached with Tab`);
}

const pathOf = (text: string, kind: 'confirm' | 'unsubscribe') => {
  const m = new RegExp(
    `https?://[^/\\s]+(/status/[a-z0-9-]+/${kind}\\?token=[A-Za-z0-9_-]{43})`,
  ).exec(text);
  if (!m) throw new Error(`no ${kind} link in: ${text}`);
  return m[1]!;
};

test('subscribe on the public page, confirm from the mail, get an update, unsubscribe', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpNewAccount(page.request, 'subscribers');
  const tag = Date.now().toString(36);
  const prop = await createPropertyViaApi(page.request, {
    name: `Elm ${tag}`,
    ipAddress: '127.0.8.1',
  });
  const slug = `elm-${tag}`;
  const created = await page.request.post('/api/status-pages', {
    data: {
      title: `Elm Court ${tag}`,
      slug,
      sections: [{ name: 'Buildings', shownProperties: [{ propertyId: prop.id }] }],
    },
  });
  expect(created.status()).toBe(201);
  const pageId = ((await created.json()) as { id: number }).id;

  // the visitor, signed out, with the keyboard alone
  const visitorContext = await browser.newContext({ bypassCSP: true });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/status/${slug}`);
  const form = visitor.getByRole('region', { name: 'Subscribe to updates' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(visitor, 'visitor: status page with the subscribe form');
  const email = `tenant-${tag}@example.test`;
  await tabTo(visitor, '#sub-email');
  await visitor.keyboard.type(email);
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(visitor.getByText(SUBSCRIBER_MSG.checkInbox)).toBeVisible();
  await expectNoAxeViolations(visitor, 'visitor: subscription asked');

  const confirmMail = await waitForMail(sink, email);
  expect(confirmMail.headers.subject).toBe(`Confirm your subscription to Elm Court ${tag}`);
  await visitor.goto(pathOf(confirmMail.text, 'confirm'));
  await expect(visitor.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await expectNoAxeViolations(visitor, 'visitor: confirm page');
  await tabTo(visitor, 'button:has-text("Confirm subscription")');
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expect(visitor.getByText(SUBSCRIBER_MSG.confirmed)).toBeVisible();
  await expectNoAxeViolations(visitor, 'visitor: subscription confirmed');

  // the admin sees the subscriber masked; adds a webhook, then removes it after a confirmation
  await page.goto('/status-pages');
  await settled(page);
  const card = page.getByRole('region', { name: `Elm Court ${tag}` });
  const subscribers = card.getByRole('region', { name: 'Subscribers' });
  await expect(subscribers.getByText('1 confirmed e-mail address')).toBeVisible();
  await expect(subscribers.getByText('t•••@example.test')).toBeVisible();
  await expect(subscribers).not.toContainText(email);
  await subscribers.getByLabel('Webhook URL').fill('http://127.0.0.1:9/elm-hook');
  await subscribers.getByRole('button', { name: 'Add webhook' }).click();
  await expect(subscribers.getByRole('status')).toContainText('whsec_');
  await expect(subscribers.getByText('1 webhook')).toBeVisible();
  await expectNoAxeViolations(page, 'admin: subscribers of a page');
  await subscribers.getByRole('button', { name: 'Remove 127.0.0.1:9' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove subscriber?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(subscribers.getByText('0 webhooks')).toBeVisible();

  // an incident: one mail, with its unsubscribe link
  const before = sink.messages.length;
  const posted = await page.request.post(`/api/status-pages/${pageId}/incidents`, {
    data: {
      title: `Fibre cut ${tag}`,
      state: 'investigating',
      message: 'The provider is on it.',
      propertyIds: [prop.id],
    },
  });
  expect(posted.status()).toBe(201);
  const news = await waitForMail(sink, email, before, `Fibre cut ${tag}`);
  expect(news.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  await visitor.goto(pathOf(news.text, 'unsubscribe'));
  await expect(visitor.getByRole('heading', { name: 'Unsubscribe', exact: true })).toBeVisible();
  await expectNoAxeViolations(visitor, 'visitor: unsubscribe page');
  await tabTo(visitor, 'button:has-text("Unsubscribe")');
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  await expect(visitor.getByText(SUBSCRIBER_MSG.unsubscribed)).toBeVisible();
  await expectNoAxeViolations(visitor, 'visitor: unsubscribed');

  await page.reload();
  await settled(page);
  await expect(subscribers.getByText('0 confirmed e-mail addresses')).toBeVisible();
  await visitorContext.close();
});
