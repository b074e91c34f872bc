// Journeys: the support chat with an OpenAI-compatible model (a fake on loopback, spoken to by
// the real `openai` client in a second app server): the answer streams into the page piece by
// piece with its sources, and a failing model falls back to the built-in answer with a note.
import { CHAT_MSG, CHAT_PLACEHOLDER } from '../../src/contracts/chat.js';
import {
  startFakeLlm,
  type FakeLlm,
} from '../../src/server/features/chat/test-support/fake-llm.js';
import { newAccount } from './support/accounts.js';
import { startSecondServer, type SecondServer } from './support/second-server.js';
import { expect, test } from './support/fixtures.js';

let llm: FakeLlm;
let server: SecondServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  llm = await startFakeLlm({ delayMs: 700 });
  server = await startSecondServer({
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: 'e2e-key',
    LLM_MODEL: 'fake-support-model',
    LLM_PRICE_INPUT_PER_MTOK: '0.15',
    LLM_PRICE_OUTPUT_PER_MTOK: '0.6',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await llm?.close();
});

test('the model’s answer streams into the page, with its sources', async ({ page }) => {
  llm.script.mode = 'ok';
  llm.script.chunks = [
    'Properties are checked ',
    'every 30 seconds by default [1], ',
    'and you can change it in Settings.',
  ];
  llm.script.usage = { prompt_tokens: 900, completion_tokens: 40 };
  await page.goto(`${server.baseURL}/support`);
  await expect(page.getByRole('button', { name: /Support Chat/ })).toBeVisible();
  // record what the answer being written shows, at every change of the page
  await page.evaluate(() => {
    const w = window as unknown as { seen: string[] };
    w.seen = [];
    new MutationObserver(() => {
      // the answer being written, while the typing indicator is on
      const busy = document.querySelector('[aria-busy="true"]');
      if (busy?.querySelector('[aria-label="Assistant is typing"]')) {
        w.seen.push(busy.textContent ?? '');
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByPlaceholder(CHAT_PLACEHOLDER).fill('How often are properties checked?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const log = page.getByRole('log', { name: 'Conversation' });
  // then the whole answer, its source link, and the typing indicator gone
  await expect(log.getByText('and you can change it in Settings.')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Assistant is typing' })).toHaveCount(0);
  // it arrived in pieces, with the typing indicator on until the end
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(
    seen.some((t) => t.includes('Properties are checked') && !t.includes('change it in Settings')),
  ).toBe(true);
  expect(
    seen.some((t) => t.includes('every 30 seconds by default [1]') && !t.includes('Settings.')),
  ).toBe(true);
  await expect(log.getByRole('link', { name: /How often are properties checked/ })).toHaveAttribute(
    'href',
    '/faq#how-often-are-properties-checked',
  );
  await expect(page.getByText(/written by fake-support-model/)).toBeVisible();
  // the measured cost is platform-wide: the platform owner's figure. The first account on this
  // server's fresh install is its owner.
  await expect(page.getByText('Cost per conversation')).toHaveCount(0);
  const signUp = await page.request.post(`${server.baseURL}/api/auth/sign-up`, {
    data: newAccount('chatowner'),
  });
  expect(signUp.status()).toBe(201);
  await page.goto(`${server.baseURL}/support`);
  // cost from the configured prices: 900 x 0.15 + 40 x 0.6 = 159 micro-dollars
  await expect(page.getByText('$0.0002')).toBeVisible();
  expect(llm.requests.at(-1)!.messages[0]!.content).toContain('Every 30 seconds by default');
});

test('a failing model falls back to the built-in answer with a note', async ({ page }) => {
  llm.script.mode = 'fail';
  await page.goto(`${server.baseURL}/support`);
  await page.getByPlaceholder(CHAT_PLACEHOLDER).fill('Which report formats can I export?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText(CHAT_MSG.modelFallback)).toBeVisible();
  await expect(log.getByText('PDF, CSV and Excel (.xlsx)')).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/support-model-fallback.png',
    fullPage: true,
  });
});
