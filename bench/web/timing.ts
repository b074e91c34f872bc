// bench:web's clocks: navigation to the dashboard's first table row (and the properties call
// inside it), and typing a search to its one result; medians over cold-cache runs.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Account } from '../lib/app-server.js';
import { clearSearch, timeInteractions, type Interactions } from './interactions.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function signedInContext(browser: Browser, base: string, a: Account) {
  const context = await browser.newContext({ baseURL: base });
  const res = await context.request.post('/api/auth/sign-in', {
    data: { email: a.email, password: a.password },
  });
  if (res.status() !== 200) throw new Error(`sign-in ${res.status()}: ${await res.text()}`);
  return context;
}

export const tableVisible = (page: Page) =>
  page.waitForSelector('[data-testid="property-row"]', { state: 'visible', timeout: 60_000 });

// Notes the page's own clock when the first table row enters the DOM (exact, no polling delay)
// and tells the benchmark through a binding. Not page.waitForSelector: Playwright then injects
// its own script into the page while it loads, ~80 ms of the page's main thread on this machine
// (a Chromium trace shows it as an EvaluateScript without a URL), which no user's browser runs.
// The table may first show the list's first page (marked aria-busy) and then the whole list:
// both moments are noted.
const MARK_TABLE = `new MutationObserver((_, observer) => {
  if (!document.querySelector('[data-testid="property-row"]')) return;
  if (window.__tableAt === undefined) {
    window.__tableAt = performance.now();
    window.__benchShown('table');
  }
  if (!document.querySelector('table[aria-busy="true"]')) {
    window.__listAt = performance.now();
    observer.disconnect();
    window.__benchShown('list');
  }
}).observe(document, { childList: true, subtree: true, attributes: true });`;

/**
 * Installs MARK_TABLE; the function returned resolves when it saw the table with the whole list
 * (at most 60 s).
 */
async function listShown(page: Page): Promise<() => Promise<void>> {
  let shown!: () => void;
  const seen = new Promise<void>((resolve) => (shown = resolve));
  await page.exposeBinding('__benchShown', (_source, what: string) => {
    if (what === 'list') shown();
  });
  await page.addInitScript(MARK_TABLE);
  return () =>
    Promise.race([
      seen,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no table with the list within 60 s')), 60_000).unref(),
      ),
    ]);
}

export type Timing = {
  table: number;
  /** the table with the whole list (after its first page, when that showed first) */
  list: number;
  apiStart: number;
  apiEnd: number;
  /** where the time before the table goes: the HTML, the scripts, the sign-in check */
  htmlEnd: number;
  scriptsEnd: number;
  authStart: number;
  authEnd: number;
  /** how many times GET /api/properties (the whole list) was asked by then */
  listAsked: number;
};

/**
 * From navigation start: the first table row, the table with the whole list, and the
 * properties call's start and end.
 */
export async function timeToTable(context: BrowserContext): Promise<{ t: Timing; page: Page }> {
  const page = await context.newPage();
  const untilList = await listShown(page);
  await page.goto('/', { waitUntil: 'commit' });
  await untilList();
  const t = (await page.evaluate(`(() => {
    const all = performance.getEntriesByType('resource');
    const at = (path) => all.find((e) => new URL(e.name).pathname === path);
    const api = at('/api/properties');
    const auth = at('/api/auth/user');
    const nav = performance.getEntriesByType('navigation')[0];
    const scripts = all.filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
      .filter((e) => e.startTime < window.__tableAt);
    return {
      table: window.__tableAt,
      list: window.__listAt,
      apiStart: api ? api.startTime : NaN,
      apiEnd: api ? api.responseEnd : NaN,
      htmlEnd: nav ? nav.responseEnd : NaN,
      scriptsEnd: Math.max(0, ...scripts.map((e) => e.responseEnd)),
      authStart: auth ? auth.startTime : NaN,
      authEnd: auth ? auth.responseEnd : NaN,
      listAsked: all.filter((e) => new URL(e.name).pathname === '/api/properties').length,
    };
  })()`)) as Timing;
  return { t, page };
}

/**
 * ms from typing a search into the box to exactly one matching row shown. The page script is a
 * string: tsx's transform would otherwise add helpers (__name) that do not exist in the page.
 */
function timeToSearchResult(page: Page, term: string): Promise<number> {
  const script = `(async (text) => {
    const input = document.querySelector('input[aria-label="Search properties"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const done = () => {
      const rows = document.querySelectorAll('[data-testid="property-row"]');
      return rows.length === 1 && rows[0].textContent.includes(text);
    };
    const t0 = performance.now();
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => {
      const tick = () => (done() ? resolve() : requestAnimationFrame(tick));
      tick();
    });
    return performance.now() - t0;
  })(${JSON.stringify(term)})`;
  return page.evaluate(script) as Promise<number>;
}

export async function measureDashboard(
  browser: Browser,
  base: string,
  a: Account,
  size: number,
  runCount: number,
  /** a large workspace's table: page turns, sort and filter too (interactions.ts) */
  withInteractions = false,
) {
  const runs: Timing[] = [];
  const search: number[] = [];
  const acts: Interactions[] = [];
  // the last property's name matches only itself ("Property 10000" is not in "Property 1000")
  const term = `Property ${size}`;
  for (let i = 0; i <= runCount; i++) {
    const context = await signedInContext(browser, base, a); // cold cache every run
    const { t, page } = await timeToTable(context);
    const searchMs = await timeToSearchResult(page, term);
    let act: Interactions | undefined;
    if (withInteractions) {
      await clearSearch(page);
      act = await timeInteractions(page);
    }
    if (i > 0) {
      runs.push(t);
      search.push(searchMs);
      if (act) acts.push(act);
    }
    await context.close();
  }
  const m = (f: (t: Timing) => number) => median(runs.map(f));
  return {
    table: m((t) => t.table),
    list: m((t) => t.list),
    apiStart: m((t) => t.apiStart),
    apiEnd: m((t) => t.apiEnd),
    renderAfterData: m((t) => t.list - t.apiEnd),
    htmlEnd: m((t) => t.htmlEnd),
    scriptsEnd: m((t) => t.scriptsEnd),
    authStart: m((t) => t.authStart),
    authEnd: m((t) => t.authEnd),
    search: median(search),
    listAsked: Math.max(...runs.map((t) => t.listAsked)),
    ...(acts.length > 0
      ? {
          next: median(acts.map((a) => a.next)),
          jump: median(acts.map((a) => a.jump)),
          sort: median(acts.map((a) => a.sort)),
          filter: median(acts.map((a) => a.filter)),
        }
      : {}),
  };
}
