// /status/{slug}/properties/{id}/badge.svg: one shown property's badge, its display name beside
// its state ("Operational") or its uptime over the page's 90 days ("99.95% uptime"), in words
// (the colour only repeats them). Only what the page shows: never the IP address.
import {
  UPTIME_DAYS,
  type PropertyBadgeShows,
  type PublicProperty,
} from '../../../../contracts/public-status.js';
import { SHOWN_LABELS, type ShownState } from '../../../../contracts/status-page-model.js';
import { pct } from './escape.js';
import { BADGE_COLOUR, badgeSvg } from './render-badge.js';

const STATE_COLOUR: Record<ShownState, string> = {
  operational: BADGE_COLOUR.good,
  degraded: BADGE_COLOUR.warn,
  maintenance: BADGE_COLOUR.warn,
  outage: BADGE_COLOUR.bad,
  unknown: BADGE_COLOUR.none,
};

function uptimeColour(uptime: number | null): string {
  if (uptime === null) return BADGE_COLOUR.none;
  if (uptime >= 99.9) return BADGE_COLOUR.good;
  if (uptime >= 95) return BADGE_COLOUR.warn;
  return BADGE_COLOUR.bad;
}

export function renderPropertyBadge(p: PublicProperty, shows: PropertyBadgeShows): string {
  if (shows === 'state') {
    const message = SHOWN_LABELS[p.state];
    return badgeSvg(p.name, message, STATE_COLOUR[p.state], `${p.name}: ${message}`);
  }
  const message = p.uptime === null ? 'no data' : `${pct(p.uptime)} uptime`;
  return badgeSvg(
    p.name,
    message,
    uptimeColour(p.uptime),
    `${p.name}: ${message} over ${UPTIME_DAYS} days`,
  );
}
