// The Add / Edit Property modal (spec core §2, §5, §8): fields, client validation, toasts.
import { useState, type FormEvent } from 'react';
import type { Property } from '../../../contracts/properties.js';
import { Modal } from '../ui/confirm-dialog.js';
import { DialogActions } from '../ui/dialog-actions.js';
import { AdvancedFields, BasicFields, PermissionField } from './property-form-fields.js';
import {
  initialFormValues,
  validatePropertyForm,
  type PropertyFormErrors,
  type PropertyFormField,
  type PropertyFormValues,
} from './property-form-values.js';
import { useSaveProperty } from './use-save-property.js';

export type PropertyFormDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** the property to edit; absent or null to add one */
  property?: Property | null;
};

/** Add (no property) or edit (with one). Mounted afresh each time it opens. */
export function PropertyFormDialog({ open, onOpenChange, property }: PropertyFormDialogProps) {
  const editing = Boolean(property);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Property' : 'Add New Property'}
      description={
        editing
          ? 'Change the details of this property.'
          : 'Add a property whose internet connection you want to monitor.'
      }
    >
      {open && (
        <PropertyForm
          key={property?.id ?? 'new'}
          property={property ?? null}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

function PropertyForm({ property, onDone }: { property: Property | null; onDone(): void }) {
  const [values, setValues] = useState<PropertyFormValues>(() => initialFormValues(property));
  const [errors, setErrors] = useState<PropertyFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(
    () =>
      property !== null && (property.checkMethod !== 'icmp' || property.intervalSeconds !== null),
  );
  const { save, pending } = useSaveProperty(property, onDone);
  const maskedIp = property?.maskedIp ? property.ipAddress : null;

  const set = <K extends PropertyFormField>(field: K, value: PropertyFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit, messages follow the input as it is corrected.
    if (submitted) setErrors(validatePropertyForm(next, maskedIp));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validatePropertyForm(values, maskedIp);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.tcpPort || found.intervalSeconds || found.timeoutMs) setAdvancedOpen(true);
      return;
    }
    save(values);
  };

  const fields = { values, errors, set };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Property details">
      <BasicFields {...fields} maskedIp={maskedIp} />
      <AdvancedFields {...fields} open={advancedOpen} onToggle={() => setAdvancedOpen((o) => !o)} />
      <PermissionField {...fields} />
      <DialogActions
        onCancel={onDone}
        pending={pending}
        pendingLabel="Saving..."
        confirmLabel={property ? 'Update Property' : 'Add Property'}
      />
    </form>
  );
}
