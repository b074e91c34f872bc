// /status/{slug}/history: the incidents resolved in the last 90 days, newest first.
import type { PublicStatus } from '../../../../contracts/public-status.js';
import { esc } from './escape.js';
import { layout } from './layout.js';
import { incidentHtml } from './render-page.js';

export function renderHistory(view: PublicStatus): string {
  const list = view.resolvedIncidents.length
    ? view.resolvedIncidents.map((i) => incidentHtml(i, 'h3')).join('')
    : '<p>No incidents in the last 90 days.</p>';
  return layout({
    title: `${view.title}: incident history`,
    description: `Incidents of ${view.title} in the last 90 days`,
    accent: view.accentColor,
    logoUrl: view.logoUrl,
    heading: view.title,
    subheading: 'Incident history',
    body: `<p><a href="/status/${esc(view.slug)}">Current status</a></p><section aria-labelledby="hist-h"><h2 id="hist-h">Resolved incidents, last 90 days</h2>${list}</section>`,
  });
}
