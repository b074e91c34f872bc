// /status/{slug}/properties/{id}: one shown property's 90 days in full (decision 031), the text
// alternative of its bar on the page of all properties, which links here: the bar with one
// focusable day each and a tooltip by CSS alone, and the table of every day's figure and events.
// Works without script; kept like the page (no query per visit).
import type { PublicProperty, PublicStatus } from '../../../../contracts/public-status.js';
import { SHOWN_LABELS } from '../../../../contracts/status-page-model.js';
import { esc } from './escape.js';
import { layout } from './layout.js';
import { dayBar, dayTable } from './render-day-bar.js';

export function renderPropertyDays(p: PublicProperty, view: PublicStatus): string {
  const body = `<p><a href="/status/${esc(view.slug)}">Back to ${esc(view.title)}</a></p>
<section class="group" aria-labelledby="prop-h"><div class="row"><h2 id="prop-h">${esc(p.name)}</h2><span class="state ${p.state}">${SHOWN_LABELS[p.state]}</span></div>
${dayBar(p, 'p')}
${dayTable(p)}</section>`;
  return layout({
    title: `${p.name}: daily uptime · ${view.title}`,
    description: `Daily uptime and incidents of ${p.name} over the last ${p.days.length} days`,
    accent: view.accentColor,
    logoUrl: view.logoUrl,
    heading: view.title,
    subheading: null,
    body,
    script: true,
  });
}
