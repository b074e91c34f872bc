// /status/{slug}/badge.svg: the page's overall state as a small badge for other sites, in words
// (the colour only repeats them) with a title for screen readers.
import type { PublicStatus } from '../../../../contracts/public-status.js';
import { OVERALL_LABELS, type OverallState } from '../../../../contracts/status-page-model.js';
import { esc } from './escape.js';

const COLOUR: Record<OverallState, string> = {
  operational: '#047857',
  partial_outage: '#b45309',
  maintenance: '#b45309',
  major_outage: '#b91c1c',
};

/** About 6.5 px per character of 11 px Verdana, as the common badge generators measure it. */
const widthOf = (text: string) => Math.round(text.length * 6.5 + 12);

export function renderBadge(view: PublicStatus): string {
  const label = 'status';
  const message = OVERALL_LABELS[view.overall];
  const lw = widthOf(label);
  const mw = widthOf(message);
  const title = `${view.title}: ${message}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${lw + mw}" height="20" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title><rect width="${lw}" height="20" fill="#374151"/><rect x="${lw}" width="${mw}" height="20" fill="${COLOUR[view.overall]}"/><g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle"><text x="${lw / 2}" y="14">${label}</text><text x="${lw + mw / 2}" y="14">${esc(message)}</text></g></svg>`;
}
