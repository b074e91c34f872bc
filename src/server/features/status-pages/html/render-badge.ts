// /status/{slug}/badge.svg: the page's overall state as a small badge for other sites, in words
// (the colour only repeats them) with a title for screen readers. badgeSvg draws every badge,
// the page's and each shown property's (render-property-badge.ts).
import type { PublicStatus } from '../../../../contracts/public-status.js';
import { OVERALL_LABELS, type OverallState } from '../../../../contracts/status-page-model.js';
import { esc } from './escape.js';

export const BADGE_COLOUR = {
  good: '#047857',
  warn: '#b45309',
  bad: '#b91c1c',
  none: '#4b5563',
} as const;

const COLOUR: Record<OverallState, string> = {
  operational: BADGE_COLOUR.good,
  partial_outage: BADGE_COLOUR.warn,
  maintenance: BADGE_COLOUR.warn,
  major_outage: BADGE_COLOUR.bad,
};

/** About 6.5 px per character of 11 px Verdana, as the common badge generators measure it. */
const widthOf = (text: string) => Math.round(text.length * 6.5 + 12);

/** A two-part badge: a grey label, then the message on `colour`; `title` is its spoken name. */
export function badgeSvg(label: string, message: string, colour: string, title: string): string {
  const lw = widthOf(label);
  const mw = widthOf(message);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${lw + mw}" height="20" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title><rect width="${lw}" height="20" fill="#374151"/><rect x="${lw}" width="${mw}" height="20" fill="${colour}"/><g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle"><text x="${lw / 2}" y="14">${esc(label)}</text><text x="${lw + mw / 2}" y="14">${esc(message)}</text></g></svg>`;
}

export function renderBadge(view: PublicStatus): string {
  const message = OVERALL_LABELS[view.overall];
  return badgeSvg('status', message, COLOUR[view.overall], `${view.title}: ${message}`);
}
