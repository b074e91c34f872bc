// One status page on the Status Pages screen: its link, visibility and sections, what the caller
// may do with it, and its incidents (active first) with their latest update.
import { ExternalLink, Lock, Globe } from 'lucide-react';
import { INCIDENT_STATE_LABELS } from '../../../../contracts/status-page-model.js';
import type { DraftIncident, StatusPage } from '../../../../contracts/status-pages.js';
import type { TrackedIncident } from '../../../../contracts/tracked-incidents.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { useStatusPage } from '../api/status-pages.js';
import { plural, PROPERTY_WORD } from '../../../../contracts/plural.js';
import { SubscribersPanel } from './subscribers-panel.js';

type Props = {
  page: StatusPage;
  onEdit(): void;
  onDelete(): void;
  onPostIncident(draft?: DraftIncident): void;
  onPostUpdate(incident: TrackedIncident): void;
};

const when = (iso: string) => new Date(iso).toLocaleString();

export function PageCard({ page, onEdit, onDelete, onPostIncident, onPostUpdate }: Props) {
  const manage = useCan('manageStatusPages');
  const post = useCan('postIncidents');
  const { data: detail } = useStatusPage(page.id);
  const incidents = detail?.incidents ?? [];
  const drafts = post ? (detail?.draftIncidents ?? []) : [];
  const active = incidents.filter((i) => i.state !== 'resolved');
  const resolved = incidents.filter((i) => i.state === 'resolved').slice(0, 5);
  const count = page.sections.reduce((n, s) => n + s.shownProperties.length, 0);
  const headingId = `status-page-${page.id}`;

  return (
    <Card className="space-y-3 p-4" aria-labelledby={headingId} role="region">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {page.title}
          </h2>
          <a
            href={page.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-brand-700 underline"
          >
            {page.url}
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge variant="secondary" className="inline-flex items-center gap-1">
              {page.visibility === 'password' ? (
                <Lock className="h-3 w-3" aria-hidden="true" />
              ) : (
                <Globe className="h-3 w-3" aria-hidden="true" />
              )}
              {page.visibility === 'password' ? 'Password protected' : 'Public'}
            </Badge>
            <span>
              {plural(page.sections.length, { one: 'section', other: 'sections' })},{' '}
              {plural(count, PROPERTY_WORD)}
              {page.sections.some((s) => s.allProperties) &&
                ' chosen, and every other property of the workspace'}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {post && <Button onClick={() => onPostIncident()}>Post incident</Button>}
          {manage && (
            <>
              <Button variant="outline" onClick={onEdit} aria-label={`Edit ${page.title}`}>
                Edit
              </Button>
              <Button variant="outline" onClick={onDelete} aria-label={`Delete ${page.title}`}>
                Delete
              </Button>
            </>
          )}
        </div>
      </div>
      {drafts.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Offline now, not on the page yet</h3>
          <ul className="mt-1 space-y-2">
            {drafts.map((d) => (
              <li
                key={d.propertyIds.join(',')}
                className="flex flex-wrap items-center justify-between gap-2 rounded border border-red-200 bg-red-50 p-2 text-sm"
              >
                <span>
                  <strong>{d.title}</strong>
                  {d.since ? ` · offline since ${when(d.since)}` : ''}
                </span>
                <Button
                  size="sm"
                  onClick={() => onPostIncident(d)}
                  aria-label={`Post this incident: ${d.title}`}
                >
                  Post this incident
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Active incidents</h3>
        {active.length === 0 ? (
          <p className="text-sm text-slate-600">None: the page says so.</p>
        ) : (
          <ul className="mt-1 space-y-2">
            {active.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded bg-amber-50 p-2 text-sm"
              >
                <span>
                  <strong>{i.title}</strong> · {INCIDENT_STATE_LABELS[i.state]} ·{' '}
                  {i.updates[0]?.message}
                </span>
                {post && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onPostUpdate(i)}
                    aria-label={`Post update to ${i.title}`}
                  >
                    Post update
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {resolved.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Recently resolved</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {resolved.map((i) => (
              <li key={i.id}>
                {i.title} · resolved {i.resolvedAt ? when(i.resolvedAt) : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {manage && <SubscribersPanel pageId={page.id} pageTitle={page.title} />}
    </Card>
  );
}
