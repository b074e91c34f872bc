// /status/{slug}/feed.atom: the page's incidents (active and resolved in 90 days) as an Atom feed,
// one entry per incident, updated with its latest update, its updates as the entry's content.
import type { PublicIncident, PublicStatus } from '../../../../contracts/public-status.js';
import { INCIDENT_STATE_LABELS } from '../../../../contracts/status-page-model.js';
import { esc, when } from './escape.js';

function entry(i: PublicIncident, base: string): string {
  const updated = i.updates[0]?.at ?? i.startedAt;
  const content = i.updates
    .map(
      (u) =>
        `<p><strong>${INCIDENT_STATE_LABELS[u.state]}</strong> (${when(u.at)}): ${esc(u.message)}</p>`,
    )
    .join('');
  return `<entry>
<id>${esc(`${base}#incident-${i.id}`)}</id>
<title>${esc(`${INCIDENT_STATE_LABELS[i.state]}: ${i.title}`)}</title>
<updated>${updated}</updated>
<published>${i.startedAt}</published>
<link rel="alternate" href="${esc(base)}"/>
<content type="html">${esc(content)}</content>
</entry>`;
}

export function renderFeed(view: PublicStatus, origin: string): string {
  const base = `${origin}/status/${view.slug}`;
  const incidents = [...view.activeIncidents, ...view.resolvedIncidents];
  // the newest update, else the time the feed was built (a feed with no incident yet)
  const updated = incidents
    .map((i) => i.updates[0]?.at ?? i.startedAt)
    .reduce((a, b) => (a > b ? a : b), '');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<id>${esc(base)}</id>
<title>${esc(`${view.title}: incidents`)}</title>
<updated>${updated || view.generatedAt}</updated>
<link rel="self" href="${esc(`${base}/feed.atom`)}"/>
<link rel="alternate" href="${esc(base)}"/>
${incidents.map((i) => entry(i, base)).join('\n')}
</feed>`;
}
