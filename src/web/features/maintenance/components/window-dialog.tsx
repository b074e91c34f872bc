// Schedule or edit a maintenance window: title, description, the properties (all, or chosen),
// start and end on the workspace's clock, and a recurrence.
import { useState, type FormEvent } from 'react';
import type { MaintenanceWindow } from '../../../../contracts/maintenance-windows.js';
import type { Property } from '../../../../contracts/properties.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Field, fieldControl, selectClass } from '../../../components/ui/form-controls.js';
import { Input, Textarea } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast/index.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useChangeMaintenance } from '../api/maintenance-windows.js';
import {
  initialWindowValues,
  REPEAT_LABELS,
  REPEATS,
  toWindowBody,
  validateWindowForm,
  windowValues,
  type Repeat,
  type WindowErrors,
  type WindowFormValues,
} from '../lib/window-form.js';
import { PropertyChooser } from './property-chooser.js';
import { RepeatFields } from './repeat-fields.js';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  timeZone: string;
  properties: Property[];
  /** a workspace too large to list whole: its properties are searched on the server (issue 32) */
  paged?: boolean;
  /** the window being edited; none: a new one */
  editing: MaintenanceWindow | null;
};

export function WindowDialog({ open, onOpenChange, timeZone, properties, paged, editing }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit maintenance' : 'Schedule maintenance'}
      description={`Times in ${editing?.timeZone ?? timeZone}. During the window checks go on, no alert is sent and its time is left out of uptime.`}
      className="max-w-2xl"
    >
      {open && (
        <WindowForm
          key={editing?.id ?? 'new'}
          timeZone={editing?.timeZone ?? timeZone}
          properties={properties}
          paged={paged}
          editing={editing}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

function WindowForm({
  timeZone,
  properties,
  paged,
  editing,
  onDone,
}: {
  timeZone: string;
  properties: Property[];
  paged?: boolean;
  editing: MaintenanceWindow | null;
  onDone(): void;
}) {
  const [values, setValues] = useState<WindowFormValues>(() =>
    editing ? windowValues(editing) : initialWindowValues(timeZone),
  );
  const [errors, setErrors] = useState<WindowErrors>({});
  const change = useChangeMaintenance();

  const set = (next: WindowFormValues) => {
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(validateWindowForm(next));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateWindowForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = toWindowBody(values, timeZone);
    change.mutate(editing ? { kind: 'update', id: editing.id, body } : { kind: 'create', body }, {
      onSuccess: (w) => {
        toast({
          title: editing ? 'Maintenance updated' : 'Maintenance scheduled',
          description: w.title,
          variant: 'success',
        });
        onDone();
      },
      onError: (err) => toastApiError(err, 'Could not save the maintenance window'),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Maintenance window" className="space-y-4">
      <Field id="mw-title" label="Title" error={errors.title}>
        <Input
          {...fieldControl('mw-title', errors.title)}
          data-autofocus
          value={values.title}
          maxLength={120}
          placeholder="e.g., Provider work at Maple Court"
          onChange={(e) => set({ ...values, title: e.target.value })}
        />
      </Field>
      <Field id="mw-description" label="Description (optional)">
        <Textarea
          id="mw-description"
          value={values.description}
          maxLength={2000}
          rows={2}
          onChange={(e) => set({ ...values, description: e.target.value })}
        />
      </Field>
      <PropertyChooser
        properties={properties}
        paged={paged}
        allProperties={values.allProperties}
        chosen={values.propertyIds}
        error={errors.properties}
        onChange={(allProperties, propertyIds) => set({ ...values, allProperties, propertyIds })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="mw-start" label={`Start (${timeZone})`} error={errors.start}>
          <Input
            {...fieldControl('mw-start', errors.start)}
            type="datetime-local"
            value={values.start}
            onChange={(e) => set({ ...values, start: e.target.value })}
          />
        </Field>
        <Field id="mw-end" label={`End (${timeZone})`} error={errors.end}>
          <Input
            {...fieldControl('mw-end', errors.end)}
            type="datetime-local"
            value={values.end}
            onChange={(e) => set({ ...values, end: e.target.value })}
          />
        </Field>
      </div>
      <Field id="mw-repeat" label="Repeat">
        <select
          id="mw-repeat"
          className={selectClass}
          value={values.repeat}
          onChange={(e) => set({ ...values, repeat: e.target.value as Repeat })}
        >
          {[...REPEATS, ...(values.customRule ? (['custom'] as const) : [])].map((r) => (
            <option key={r} value={r}>
              {REPEAT_LABELS[r]}
            </option>
          ))}
        </select>
      </Field>
      <RepeatFields values={values} errors={errors} onChange={set} />
      {!editing && (
        <label className="flex items-center gap-2 text-sm text-slate-900">
          <input
            type="checkbox"
            checked={values.announce}
            onChange={(e) => set({ ...values, announce: e.target.checked })}
          />
          Announce it to the subscribers of the status pages that show these properties
        </label>
      )}
      <DialogActions
        onCancel={onDone}
        pending={change.isPending}
        pendingLabel="Saving..."
        confirmLabel={editing ? 'Save changes' : 'Schedule'}
      />
    </form>
  );
}
