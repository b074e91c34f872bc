// /status/{slug}: the overall state, each section's properties with their state and a 90-day bar
// of daily uptime (each day focusable, with a table of the same figures), the active incidents
// and the maintenance. Everything in words beside its colour and icon.
import type {
  PublicIncident,
  PublicProperty,
  PublicStatus,
} from '../../../../contracts/public-status.js';
import {
  INCIDENT_STATE_LABELS,
  OVERALL_LABELS,
  SHOWN_LABELS,
  type OverallState,
  type ShownState,
} from '../../../../contracts/status-page-model.js';
import { esc, when } from './escape.js';
import { layout } from './layout.js';
import { renderSubscribeForm } from './render-subscribe-form.js';
import { compactBar, drawingStyles, type BarDrawings } from './render-compact-bar.js';

const ICON: Record<OverallState | ShownState, string> = {
  operational: '✓',
  partial_outage: '!',
  degraded: '!',
  major_outage: '✕',
  outage: '✕',
  maintenance: '⚙',
  unknown: '?',
};

const icon = (s: OverallState | ShownState) =>
  `<span class="icon ${s}" aria-hidden="true">${ICON[s]}</span>`;

function property(p: PublicProperty, idx: string, slug: string, drawings: BarDrawings): string {
  return `<div class="prop"><div class="row"><div><h3>${esc(p.name)}</h3>${p.address ? `<div class="addr">${esc(p.address)}</div>` : ''}</div>
<span class="state ${p.state}">${icon(p.state)}${SHOWN_LABELS[p.state]}</span></div>${compactBar(p, idx, `/status/${slug}/properties/${p.id}`, drawings)}</div>`;
}

export function incidentHtml(i: PublicIncident, level: 'h2' | 'h3'): string {
  const updates = i.updates
    .map(
      (u) =>
        `<li><strong>${INCIDENT_STATE_LABELS[u.state]}</strong> <span class="meta">${esc(when(u.at))}</span><br>${esc(u.message)}</li>`,
    )
    .join('');
  const affected = i.affected.length
    ? `<p class="meta">Affected: ${i.affected.map(esc).join(', ')}</p>`
    : '';
  return `<article class="incident ${i.state}"><${level}>${esc(i.title)}</${level}>
<p class="meta">${INCIDENT_STATE_LABELS[i.state]} · started ${esc(when(i.startedAt))}${i.resolvedAt ? ` · resolved ${esc(when(i.resolvedAt))}` : ''}</p>${affected}<ol>${updates}</ol></article>`;
}

/** the first day of the section's bars, from which live.js dates each day */
const daysFrom = (ps: PublicProperty[]) =>
  ps[0]?.days[0] ? ` data-from="${ps[0].days[0].date}"` : '';

/** `canonical`: the page's one address (its own domain's, when it has one) */
export function renderPage(view: PublicStatus, canonical?: string): string {
  const incidents = view.activeIncidents.length
    ? `<section aria-labelledby="active-h"><h2 id="active-h">Active incidents</h2>${view.activeIncidents.map((i) => incidentHtml(i, 'h3')).join('')}</section>`
    : '';
  const maintenance = view.maintenance.length
    ? `<section aria-labelledby="mw-h"><h2 id="mw-h">Scheduled maintenance</h2><ul>${view.maintenance
        .map(
          (m) =>
            `<li><strong>${esc(m.title)}</strong>: ${esc(when(m.startsAt))} to ${esc(when(m.endsAt))}</li>`,
        )
        .join('')}</ul></section>`
    : '';
  const drawings: BarDrawings = new Map();
  const sections = view.sections
    .map(
      (s, si) =>
        `<section class="group" aria-labelledby="s${si}"${daysFrom(s.properties)}><h2 id="s${si}">${esc(s.name)}</h2>${s.properties
          .map((p, pi) => property(p, `${si}-${pi}`, view.slug, drawings))
          .join('')}</section>`,
    )
    .join('');
  const body = `<p class="overall ${view.overall}" id="overall">${icon(view.overall)}<span>${OVERALL_LABELS[view.overall]}</span></p>
${drawings.size ? `<style>${drawingStyles(drawings)}</style>` : ''}${incidents}${maintenance}${sections}${renderSubscribeForm(view.slug)}
<p><a href="/status/${esc(view.slug)}/history">Incident history (last 90 days)</a> · <a href="/status/${esc(view.slug)}/feed.atom">Incidents as an Atom feed</a></p>
<p class="meta">Last updated ${esc(when(view.generatedAt))}. This page updates itself every 30 seconds.</p>`;
  return layout({
    title: `${view.title}: ${OVERALL_LABELS[view.overall]}`,
    description: view.description ?? `Current status of ${view.title}`,
    accent: view.accentColor,
    logoUrl: view.logoUrl,
    heading: view.title,
    subheading: view.description,
    body,
    liveSlug: view.slug,
    canonical,
    feed: `/status/${view.slug}/feed.atom`,
  });
}
