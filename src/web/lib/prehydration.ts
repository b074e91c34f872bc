// What the visitor did on a prerendered page before React hydrated it (src/web/public/hydrate.js
// handles those clicks): a component starts from it, so hydration finds the page as it is.
declare global {
  interface Window {
    /** group name of a [data-accordion] -> the item the visitor opened (null: closed them all) */
    __pmAccordion?: Record<string, string | null>;
  }
}

/**
 * Set by the component on its [data-accordion] group once React has hydrated it: from then on
 * the group's clicks are React's, and hydrate.js leaves them alone. Before, they are hydrate.js's
 * (React drops a click on a part of the page it has not hydrated yet).
 */
export const ACCORDION_LIVE_ATTRIBUTE = 'data-accordion-live';

/** The item opened in `group` before hydration: undefined if the visitor touched nothing. */
export function accordionChoice(group: string): string | null | undefined {
  return typeof window === 'undefined' ? undefined : window.__pmAccordion?.[group];
}

/** Once hydrated, the choice is the component's state: a later visit starts afresh. */
export function forgetAccordionChoice(group: string): void {
  if (typeof window !== 'undefined') delete window.__pmAccordion?.[group];
}
