// Create and Edit dialogs of a status page: title, address (slug), description, visibility with
// its password, and the sections with their properties. The rules are the contract's.
import { useId, useState, type FormEvent } from 'react';
import {
  PAGE_PASSWORD_MIN,
  statusPageBody,
  type StatusPage,
} from '../../../../contracts/status-pages.js';
import { STATUS_PAGE_UI } from '../../../../contracts/status-page-messages.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Field, fieldControl, selectClass } from '../../../components/ui/form-controls.js';
import { Input, Textarea } from '../../../components/ui/input.js';
import { useQuery } from '@tanstack/react-query';
import { propertiesQueryOptions } from '../../../lib/api/get-properties.js';
import { useLargeWorkspace } from '../../../lib/api/property-search.js';
import { toastOutcome } from '../../../lib/toast-outcome.js';
import { useCreateStatusPage, useUpdateStatusPage } from '../api/status-pages.js';
import { bodyOf, initialValues, slugFrom, type PageValues } from '../lib/page-form.js';
import { SectionsEditor } from './sections-editor.js';

type Props = { open: boolean; onOpenChange(open: boolean): void; editing?: StatusPage | null };

export function PageFormDialog({ open, onOpenChange, editing }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Status Page' : 'New Status Page'}
      description="A public page tenants can open without signing in. It never shows IP addresses."
      className="max-w-3xl"
    >
      {open && (
        <PageForm key={editing?.id ?? 'new'} editing={editing} onDone={() => onOpenChange(false)} />
      )}
    </Modal>
  );
}

type Errors = Partial<Record<keyof PageValues, string>>;

function PageForm({ editing, onDone }: { editing?: StatusPage | null; onDone(): void }) {
  const id = useId();
  const [v, setV] = useState<PageValues>(() => initialValues(editing));
  const [slugTouched, setSlugTouched] = useState(Boolean(editing));
  const [errors, setErrors] = useState<Errors>({});
  // a workspace too large to list whole: the sections' properties are found by a search (issue 32)
  const large = useLargeWorkspace();
  const { data: properties = [] } = useQuery({
    ...propertiesQueryOptions(),
    enabled: large === false,
  });
  const create = useCreateStatusPage();
  const update = useUpdateStatusPage();
  const set = <K extends keyof PageValues>(k: K, value: PageValues[K]) =>
    setV((s) => ({ ...s, [k]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = bodyOf(v);
    const parsed = statusPageBody.safeParse(body);
    const next: Errors = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      next[issue.path[0] as keyof PageValues] ??= issue.message;
    }
    // a new protected page needs its password; an edited one keeps it when left empty
    if (v.visibility === 'password' && !v.password && editing?.visibility !== 'password') {
      next.password ??= `Choose a password of at least ${PAGE_PASSWORD_MIN} characters`;
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    if (editing) {
      update.mutate(
        { id: editing.id, body },
        toastOutcome(STATUS_PAGE_UI.updated, STATUS_PAGE_UI.updateFailed, onDone),
      );
    } else {
      create.mutate(
        body,
        toastOutcome(STATUS_PAGE_UI.created, STATUS_PAGE_UI.createFailed, onDone),
      );
    }
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-title`} label="Title" error={errors.title}>
          <Input
            {...fieldControl(`${id}-title`, errors.title)}
            value={v.title}
            data-autofocus
            onChange={(e) => {
              const title = e.target.value;
              setV((s) => ({ ...s, title, slug: slugTouched ? s.slug : slugFrom(title) }));
            }}
          />
        </Field>
        <Field
          id={`${id}-slug`}
          label="Address"
          error={errors.slug}
          hint={`/status/${v.slug || 'your-page'}: lower-case letters, digits and hyphens`}
        >
          <Input
            {...fieldControl(`${id}-slug`, errors.slug)}
            value={v.slug}
            onChange={(e) => {
              setSlugTouched(true);
              set('slug', e.target.value);
            }}
            autoComplete="off"
          />
        </Field>
      </div>
      <Field id={`${id}-description`} label="Description (optional)" error={errors.description}>
        <Textarea
          {...fieldControl(`${id}-description`, errors.description)}
          value={v.description}
          rows={2}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-visibility`} label="Visibility">
          <select
            id={`${id}-visibility`}
            className={selectClass}
            value={v.visibility}
            onChange={(e) => set('visibility', e.target.value as PageValues['visibility'])}
          >
            <option value="public">Public: anyone with the link</option>
            <option value="password">Protected by a password</option>
          </select>
        </Field>
        {v.visibility === 'password' && (
          <Field
            id={`${id}-password`}
            label="Page password"
            error={errors.password}
            hint={
              editing?.visibility === 'password'
                ? 'Leave empty to keep the current password'
                : `At least ${PAGE_PASSWORD_MIN} characters; visitors enter it once per browser session`
            }
          >
            <Input
              {...fieldControl(`${id}-password`, errors.password)}
              type="password"
              autoComplete="new-password"
              value={v.password}
              onChange={(e) => set('password', e.target.value)}
            />
          </Field>
        )}
      </div>
      <Field
        id={`${id}-domain`}
        label="Custom domain (optional)"
        error={errors.customDomain}
        hint="Pro and Enterprise plans: a host name such as status.example.com, pointed at this server through your proxy (see the README)"
      >
        <Input
          {...fieldControl(`${id}-domain`, errors.customDomain)}
          value={v.customDomain}
          placeholder="status.example.com"
          autoComplete="off"
          onChange={(e) => set('customDomain', e.target.value)}
        />
      </Field>
      <SectionsEditor
        sections={v.sections}
        onChange={(sections) => set('sections', sections)}
        properties={properties}
        paged={large === true}
      />
      {errors.sections && (
        <p role="alert" className="text-sm text-red-600">
          {errors.sections}
        </p>
      )}
      <DialogActions
        onCancel={onDone}
        pending={create.isPending || update.isPending}
        pendingLabel={editing ? 'Saving...' : 'Publishing...'}
        confirmLabel={editing ? 'Save Changes' : 'Publish Page'}
      />
    </form>
  );
}
