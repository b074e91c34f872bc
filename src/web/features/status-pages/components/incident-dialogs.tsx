// Post an incident on a page (title, state, first message, affected properties), and post an
// update to one (state and message; "Resolved" ends it).
import { useId, useState, type FormEvent } from 'react';
import {
  INCIDENT_STATES,
  INCIDENT_STATE_LABELS,
  type IncidentState,
} from '../../../../contracts/status-page-model.js';
import { STATUS_PAGE_UI } from '../../../../contracts/status-page-messages.js';
import type { DraftIncident, StatusPage } from '../../../../contracts/status-pages.js';
import {
  postIncidentBody,
  postIncidentUpdateBody,
  type TrackedIncident,
} from '../../../../contracts/tracked-incidents.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Field, fieldControl, selectClass } from '../../../components/ui/form-controls.js';
import { Input, Textarea } from '../../../components/ui/input.js';
import { toastOutcome } from '../../../lib/toast-outcome.js';
import { usePostIncident, usePostIncidentUpdate } from '../api/status-pages.js';
import { useQuery } from '@tanstack/react-query';
import { PropertySearchPicker } from '../../../components/property-search-picker.js';
import { propertiesQueryOptions } from '../../../lib/api/get-properties.js';
import { useLargeWorkspace } from '../../../lib/api/property-search.js';

type Errors = Record<string, string | undefined>;

const errorsOf = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
  const out: Errors = {};
  for (const i of issues) out[String(i.path[0])] ??= i.message;
  return out;
};

function StateSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: IncidentState;
  onChange(s: IncidentState): void;
}) {
  return (
    <Field id={id} label="State">
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => onChange(e.target.value as IncidentState)}
      >
        {INCIDENT_STATES.map((s) => (
          <option key={s} value={s}>
            {INCIDENT_STATE_LABELS[s]}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function PostIncidentDialog({
  page,
  draft,
  onClose,
}: {
  page: StatusPage | null;
  /** a draft the page offered: the form starts with it */
  draft?: DraftIncident | null;
  onClose(): void;
}) {
  return (
    <Modal
      open={page !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Post Incident"
      description={page ? `Shown on ${page.title} at once.` : ''}
    >
      {page && <IncidentForm key={page.id} page={page} draft={draft} onDone={onClose} />}
    </Modal>
  );
}

function IncidentForm({
  page,
  draft,
  onDone,
}: {
  page: StatusPage;
  draft?: DraftIncident | null;
  onDone(): void;
}) {
  const id = useId();
  const [title, setTitle] = useState(draft?.title ?? '');
  const [state, setState] = useState<IncidentState>('investigating');
  const [message, setMessage] = useState(draft?.message ?? '');
  const [affected, setAffected] = useState<number[]>(draft?.propertyIds ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const post = usePostIncident();
  // a workspace too large to list whole: the other properties are found by a search (issue 32)
  const large = useLargeWorkspace();
  const { data: all = [] } = useQuery({ ...propertiesQueryOptions(), enabled: large === false });
  const chosen = page.sections.flatMap((s) => s.shownProperties);
  // a section showing every other property of the workspace: those can be affected too
  const placed = new Set(chosen.map((p) => p.propertyId));
  const showsRest = page.sections.some((s) => s.allProperties);
  const rest = showsRest
    ? all
        .filter((p) => !placed.has(p.id))
        .map((p) => ({ propertyId: p.id, propertyName: p.name, displayName: null }))
    : [];
  const shown = [...chosen, ...rest];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { title, state, message, propertyIds: affected };
    const parsed = postIncidentBody.safeParse(body);
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    post.mutate(
      { pageId: page.id, body },
      toastOutcome(STATUS_PAGE_UI.incidentPosted, STATUS_PAGE_UI.incidentFailed, onDone),
    );
  };

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        <Input
          {...fieldControl(`${id}-title`, errors.title)}
          value={title}
          data-autofocus
          placeholder="Connectivity issue at Maple Court"
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <StateSelect id={`${id}-state`} value={state} onChange={setState} />
      <Field id={`${id}-message`} label="Message" error={errors.message}>
        <Textarea
          {...fieldControl(`${id}-message`, errors.message)}
          rows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      {shown.length > 0 && (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-slate-900">Affected properties</legend>
          {shown.map((p) => (
            <label key={p.propertyId} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={affected.includes(p.propertyId)}
                onChange={(e) =>
                  setAffected((xs) =>
                    e.target.checked ? [...xs, p.propertyId] : xs.filter((x) => x !== p.propertyId),
                  )
                }
              />
              {p.displayName ?? p.propertyName}
            </label>
          ))}
        </fieldset>
      )}
      {large && showsRest && (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-slate-900">
            Other affected properties of the workspace
          </legend>
          <PropertySearchPicker
            chosen={affected.filter((x) => !placed.has(x))}
            listLabel="Other affected properties"
            searchLabel="Find an affected property"
            onChange={(next) => setAffected((xs) => [...xs.filter((x) => placed.has(x)), ...next])}
          />
        </fieldset>
      )}
      <DialogActions
        onCancel={onDone}
        pending={post.isPending}
        pendingLabel="Posting..."
        confirmLabel="Post Incident"
      />
    </form>
  );
}

type UpdateTarget = { pageId: number; incident: TrackedIncident } | null;

export function PostUpdateDialog({ target, onClose }: { target: UpdateTarget; onClose(): void }) {
  return (
    <Modal
      open={target !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Post Update"
      description={target ? target.incident.title : ''}
    >
      {target && <UpdateForm key={target.incident.id} target={target} onDone={onClose} />}
    </Modal>
  );
}

function UpdateForm({ target, onDone }: { target: NonNullable<UpdateTarget>; onDone(): void }) {
  const id = useId();
  const [state, setState] = useState<IncidentState>(target.incident.state);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const post = usePostIncidentUpdate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { state, message };
    const parsed = postIncidentUpdateBody.safeParse(body);
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    post.mutate(
      { pageId: target.pageId, incidentId: target.incident.id, body },
      toastOutcome(STATUS_PAGE_UI.updatePosted, STATUS_PAGE_UI.updateFailedToPost, onDone),
    );
  };
  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <StateSelect id={`${id}-state`} value={state} onChange={setState} />
      <Field id={`${id}-message`} label="Message" error={errors.message}>
        <Textarea
          {...fieldControl(`${id}-message`, errors.message)}
          rows={3}
          value={message}
          data-autofocus
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <DialogActions
        onCancel={onDone}
        pending={post.isPending}
        pendingLabel="Posting..."
        confirmLabel="Post Update"
      />
    </form>
  );
}
