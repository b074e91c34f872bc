// Keyboard-only journeys: move with Tab as a person would, and see the focus at every stop.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** True when the focused element draws an outline or a ring (a box shadow). */
export async function focusIsVisible(page: Page): Promise<{ visible: boolean; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { visible: false, what: 'nothing focused' };
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const ring = s.boxShadow !== 'none';
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return { visible: outline || ring, what };
  });
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times, and
 * checks that every element passed on the way shows where the focus is.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, back = false }: { max?: number; back?: boolean } = {},
): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await focusIsVisible(page);
    expect.soft(focus.visible, `focus ring on ${focus.what}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}: ${target}`);
}

export async function expectFocused(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
}
