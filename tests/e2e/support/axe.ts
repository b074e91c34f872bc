// axe-core (WCAG 2.1 A + AA) run inside the page: every screen and dialog is checked with it.
//
// Use: `test.use({ bypassCSP: true })` in the spec (the app's CSP rightly refuses injected
// scripts), then `await expectNoAxeViolations(page, 'dashboard, empty')` once the screen or
// dialog is showing what it should.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type AxeCore from 'axe-core';
import type { Result } from 'axe-core';
import { expect } from './fixtures.js';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The WCAG 2.1 A and AA rules, nothing else (no best-practice rules). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Moderate (or minor) violations that may stay, by rule id, with the reason. Each must also be
 * listed in README.md ("Accessibility"). Critical and serious violations are never allowed.
 */
export const ACCEPTED_MINOR_RULES: Readonly<Record<string, string>> = {};

export async function axeViolations(page: Page): Promise<Result[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) {
    await page.addScriptTag({ path: AXE_SCRIPT }).catch((err: unknown) => {
      throw new Error(`axe-core was not injected (does the spec use bypassCSP: true?): ${err}`);
    });
  }
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof AxeCore }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
  return results.violations.filter(
    (v) => v.impact === 'critical' || v.impact === 'serious' || !(v.id in ACCEPTED_MINOR_RULES),
  );
}

/** Fails (softly: the test goes on to its next screen) with every violation's rule, impact and offending elements, so the fix is obvious. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect.soft(violations.map(describe).join('\n\n'), `axe violations on ${label}`).toBe('');
}

function describe(v: Result): string {
  const nodes = v.nodes
    .slice(0, 5)
    .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, ' ')}`)
    .join('\n');
  const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : '';
  return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
}
