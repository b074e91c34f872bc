// bench:web's clocks for a large workspace's table (issue 32): from a click or a choice to its
// answer on screen (the rows changed and the table no longer marked busy), measured in the page
// with requestAnimationFrame, as timing.ts measures a search. Scripts are strings: tsx's transform
// would otherwise add helpers (__name) that do not exist in the page.
import type { Page } from '@playwright/test';

const DONE_WHEN_CHANGED = `
  const rows = () => [...document.querySelectorAll('[data-testid="property-row"]')];
  const showing = () => document.querySelector('[data-testid="showing-text"]')?.textContent ?? '';
  const busy = () => document.querySelector('table[aria-busy="true"]') !== null;
  const snapshot = () => showing() + '|' + rows().map((r) => r.textContent).join('|');
  const until = (done) => new Promise((resolve) => {
    const tick = () => (done() ? resolve() : requestAnimationFrame(tick));
    tick();
  });`;

/** ms from `act` (page script) to the table showing something else, not busy. */
function timeChange(page: Page, act: string): Promise<number> {
  return page.evaluate(`(async () => {
    ${DONE_WHEN_CHANGED}
    const before = snapshot();
    const t0 = performance.now();
    ${act}
    await until(() => !busy() && rows().length > 0 && snapshot() !== before);
    return performance.now() - t0;
  })()`) as Promise<number>;
}

const click = (selector: string) => `document.querySelector(${JSON.stringify(selector)}).click();`;

export type Interactions = { next: number; jump: number; sort: number; filter: number };

/**
 * On a table showing page 1 of every property: Next (the page the table asked for ahead), a
 * page-number button further on (not asked ahead), a sort by Response Time, then the status
 * filter set to Timeout.
 */
export async function timeInteractions(page: Page): Promise<Interactions> {
  const next = await timeChange(page, click('nav[aria-label="Pagination"] button:last-child'));
  const jump = await timeChange(page, click('button[aria-label="Page 4"]'));
  const sort = await timeChange(
    page,
    `[...document.querySelectorAll('th button')]
    .find((b) => b.textContent.includes('Response Time')).click();`,
  );
  const filter = await timeChange(
    page,
    `const select = document.querySelector('select[aria-label="Status filter"]');
     select.value = 'timeout';
     select.dispatchEvent(new Event('change', { bubbles: true }));`,
  );
  return { next, jump, sort, filter };
}

/** Empties the search box and waits for the table to show every property again. */
export function clearSearch(page: Page): Promise<unknown> {
  return page.evaluate(`(async () => {
    ${DONE_WHEN_CHANGED}
    const input = document.querySelector('input[aria-label="Search properties"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setValue.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => !busy() && rows().length > 1 && showing() !== '');
  })()`);
}
