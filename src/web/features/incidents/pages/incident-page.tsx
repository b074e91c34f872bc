// /incidents/{id} (issue 29): one incident's timeline. Staff and admins acknowledge it, add notes
// and resolve it with a note; viewers read.
import { ArrowLeft, CheckCircle2, MessageSquarePlus, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  incidentNoteBody,
  resolveIncidentBody,
  type IncidentDetail,
} from '../../../../contracts/incidents-api.js';
import { paths } from '../../../../contracts/web-routes.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { hasCode } from '../../../lib/api-error.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { formatTimestamp } from '../../../lib/format.js';
import { toastOutcome } from '../../../lib/toast-outcome.js';
import { useAcknowledge, useAddNote, useIncident, useResolve } from '../api/incidents.js';
import { useLiveIncidents } from '../api/live-incidents.js';
import { IncidentState } from '../components/incident-state.js';
import { NoteDialog } from '../components/note-dialog.js';
import { Timeline } from '../components/timeline.js';
import { formatDuration } from '../lib/filters.js';

const MAX_ID = 2 ** 53 - 1;

function NotFound() {
  return (
    <Card className="p-8 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Incident not found</h1>
      <p className="mt-2 text-sm text-slate-600">
        <Link to={paths.incidents} className="text-brand-700 underline">
          Back to incidents
        </Link>
      </p>
    </Card>
  );
}

export function IncidentPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || id < 1 || id > MAX_ID) return <NotFound />;
  return <Incident key={id} id={id} />;
}

function Incident({ id }: { id: number }) {
  const incident = useIncident(id);
  useLiveIncidents();
  if (incident.isLoading) return <PageSpinner />;
  if (incident.isError) {
    if (hasCode(incident.error, 'not_found')) return <NotFound />;
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not load this incident.
      </p>
    );
  }
  return <IncidentView incident={incident.data!} />;
}

function IncidentView({ incident: i }: { incident: IncidentDetail }) {
  const act = useCan('respondToIncidents');
  const acknowledge = useAcknowledge(i.id);
  const addNote = useAddNote(i.id);
  const resolve = useResolve(i.id);
  const [dialog, setDialog] = useState<'note' | 'resolve' | null>(null);
  const close = () => setDialog(null);
  const open = i.resolvedAt === null;

  return (
    <div className="space-y-6">
      <Link
        to={paths.incidents}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Incidents
      </Link>
      <PageHeader
        title={i.title}
        actions={
          act && (
            <>
              {open && !i.acknowledged && (
                <Button
                  disabled={acknowledge.isPending}
                  onClick={() =>
                    acknowledge.mutate(
                      undefined,
                      toastOutcome('Incident acknowledged', 'Could not acknowledge the incident'),
                    )
                  }
                >
                  <UserCheck className="h-4 w-4" aria-hidden="true" />
                  {acknowledge.isPending ? 'Acknowledging...' : 'Acknowledge'}
                </Button>
              )}
              <Button variant="outline" onClick={() => setDialog('note')}>
                <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
                Add note
              </Button>
              {open && (
                <Button variant="outline" onClick={() => setDialog('resolve')}>
                  <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                  Resolve
                </Button>
              )}
            </>
          )
        }
      />
      <Card className="space-y-3 p-5">
        <div role="status" aria-live="polite">
          <IncidentState incident={i} />
        </div>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Started</dt>
            <dd className="text-slate-900">{formatTimestamp(i.startedAt)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{open ? 'Duration so far' : 'Duration'}</dt>
            <dd className="text-slate-900">{formatDuration(i.durationSeconds)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Properties</dt>
            <dd className="text-slate-900">
              {i.properties.length === 0
                ? 'None named'
                : i.properties.map((p, n) => (
                    <span key={p.id}>
                      {n > 0 && ', '}
                      <Link
                        to={`${paths.properties}/${p.id}`}
                        className="text-brand-700 underline-offset-2 hover:underline"
                      >
                        {p.name}
                      </Link>
                    </span>
                  ))}
            </dd>
          </div>
        </dl>
      </Card>
      <Card className="p-5">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Timeline</h2>
        <Timeline entries={i.timeline} />
      </Card>
      <NoteDialog
        open={dialog === 'note'}
        onClose={close}
        title="Add note"
        description="A note for the other members; it is not shown on status pages."
        label="Note"
        confirmLabel="Add note"
        pendingLabel="Adding..."
        schema={incidentNoteBody}
        pending={addNote.isPending}
        onSubmit={(m) =>
          addNote.mutate(m, toastOutcome('Note added', 'Could not add the note', close))
        }
      />
      <NoteDialog
        open={dialog === 'resolve'}
        onClose={close}
        title="Resolve incident"
        description="Ends the incident. Say how it was resolved."
        label="How was it resolved?"
        confirmLabel="Resolve"
        pendingLabel="Resolving..."
        schema={resolveIncidentBody}
        pending={resolve.isPending}
        onSubmit={(m) =>
          resolve.mutate(
            m,
            toastOutcome('Incident resolved', 'Could not resolve the incident', close),
          )
        }
      />
    </div>
  );
}
