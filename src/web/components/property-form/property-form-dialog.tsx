// The Add / Edit Property modal (spec core §2, §5, §8): fields, client validation, toasts.
import { useState, type FormEvent, type ReactNode } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { PROPERTY_TYPES, type Property } from '../../../contracts/properties.js';
import { useCreateProperty, useUpdateProperty } from '../../lib/api/properties.js';
import { parseApiError } from '../../lib/api-error.js';
import { handleUnauthorized } from '../../lib/handle-unauthorized.js';
import { cn } from '../../lib/cn.js';
import { Button } from '../ui/button.js';
import { Modal } from '../ui/confirm-dialog.js';
import { Input, Label } from '../ui/input.js';
import { toast } from '../ui/toast/toast-store.js';
import {
  LIMIT_REACHED_TITLE,
  TYPE_LABELS,
  initialFormValues,
  limitReachedDescription,
  limitReachedFrom,
  toPropertyBody,
  validatePropertyForm,
  type PropertyFormErrors,
  type PropertyFormField,
  type PropertyFormValues,
} from './property-form-values.js';

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
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const pending = create.isPending || update.isPending;
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
    const body = toPropertyBody(values, property?.description);

    if (property) {
      update.mutate(
        { id: property.id, body },
        {
          onSuccess: () => {
            toast({ title: 'Property updated successfully', variant: 'success' });
            onDone();
          },
          onError: (err) => {
            if (handleUnauthorized(err)) return;
            const info = parseApiError(err);
            toast({
              title: 'Failed to update property',
              description: info.status !== null && info.status < 500 ? info.message : undefined,
              variant: 'destructive',
            });
          },
        },
      );
      return;
    }

    create.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Property created successfully', variant: 'success' });
        onDone();
      },
      onError: (err) => {
        if (handleUnauthorized(err)) return;
        const info = parseApiError(err);
        const limit = limitReachedFrom(info.status, info.body, info.message);
        if (limit) {
          toast({
            title: LIMIT_REACHED_TITLE,
            description: limitReachedDescription(limit.plan, limit.limit, 'create'),
            variant: 'destructive',
            action: { label: 'Upgrade Now', href: '/billing' },
          });
          onDone();
          return;
        }
        toast({
          title: 'Failed to create property',
          description: info.status !== null && info.status < 500 ? info.message : undefined,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Property details">
      <Field id="property-name" label="Property Name" error={errors.name}>
        <Input
          id="property-name"
          data-autofocus
          value={values.name}
          placeholder="e.g., Main Street Office"
          maxLength={200}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? 'property-name-error' : undefined}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      <Field id="property-address" label="Address" error={errors.address}>
        <Input
          id="property-address"
          value={values.address}
          placeholder="e.g., 123 Main St, Springfield"
          maxLength={500}
          aria-invalid={Boolean(errors.address)}
          aria-describedby={errors.address ? 'property-address-error' : undefined}
          onChange={(e) => set('address', e.target.value)}
        />
      </Field>
      <Field
        id="property-ip"
        label="IP Address"
        error={errors.ipAddress}
        hint={
          maskedIp
            ? 'The address is partly hidden for your role; leave it as is to keep it unchanged.'
            : undefined
        }
      >
        <Input
          id="property-ip"
          value={values.ipAddress}
          placeholder="e.g., 192.168.1.1"
          inputMode="decimal"
          autoComplete="off"
          maxLength={15}
          aria-invalid={Boolean(errors.ipAddress)}
          aria-describedby={errors.ipAddress ? 'property-ip-error' : undefined}
          onChange={(e) => set('ipAddress', e.target.value)}
        />
      </Field>
      <Field id="property-type" label="Property Type" error={errors.type}>
        <select
          id="property-type"
          value={values.type}
          className={selectClass}
          onChange={(e) => set('type', e.target.value as PropertyFormValues['type'])}
        >
          {PROPERTY_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </Field>

      <div className="rounded-md border border-slate-200">
        <button
          type="button"
          className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm font-medium text-slate-700"
          aria-expanded={advancedOpen}
          aria-controls="property-advanced"
          onClick={() => setAdvancedOpen((o) => !o)}
        >
          {advancedOpen ? (
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
          ) : (
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          )}
          Advanced
          <span className="font-normal text-slate-500">(optional)</span>
        </button>
        {advancedOpen && (
          <div id="property-advanced" className="space-y-4 border-t border-slate-200 p-3">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field id="property-method" label="Check method">
                <select
                  id="property-method"
                  value={values.checkMethod}
                  className={selectClass}
                  onChange={(e) =>
                    set('checkMethod', e.target.value as PropertyFormValues['checkMethod'])
                  }
                >
                  <option value="icmp">ICMP ping</option>
                  <option value="tcp">TCP port</option>
                </select>
              </Field>
              {values.checkMethod === 'tcp' && (
                <Field id="property-port" label="TCP port" error={errors.tcpPort}>
                  <Input
                    id="property-port"
                    value={values.tcpPort}
                    inputMode="numeric"
                    placeholder="e.g., 443"
                    aria-invalid={Boolean(errors.tcpPort)}
                    aria-describedby={errors.tcpPort ? 'property-port-error' : undefined}
                    onChange={(e) => set('tcpPort', e.target.value)}
                  />
                </Field>
              )}
            </div>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field
                id="property-interval"
                label="Check interval (seconds)"
                error={errors.intervalSeconds}
                hint={errors.intervalSeconds ? undefined : 'Blank uses the workspace default.'}
              >
                <Input
                  id="property-interval"
                  value={values.intervalSeconds}
                  inputMode="numeric"
                  placeholder="Workspace default"
                  aria-invalid={Boolean(errors.intervalSeconds)}
                  aria-describedby={errors.intervalSeconds ? 'property-interval-error' : undefined}
                  onChange={(e) => set('intervalSeconds', e.target.value)}
                />
              </Field>
              <Field id="property-timeout" label="Timeout (ms)" error={errors.timeoutMs}>
                <Input
                  id="property-timeout"
                  value={values.timeoutMs}
                  inputMode="numeric"
                  aria-invalid={Boolean(errors.timeoutMs)}
                  aria-describedby={errors.timeoutMs ? 'property-timeout-error' : undefined}
                  onChange={(e) => set('timeoutMs', e.target.value)}
                />
              </Field>
            </div>
          </div>
        )}
      </div>

      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            id="property-permission"
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
            checked={values.permissionConfirmed}
            aria-invalid={Boolean(errors.permissionConfirmed)}
            aria-describedby={errors.permissionConfirmed ? 'property-permission-error' : undefined}
            onChange={(e) => set('permissionConfirmed', e.target.checked)}
          />
          <span>
            I confirm that I have the legal right and permission to monitor this property&apos;s
            network connection.
          </span>
        </label>
        {errors.permissionConfirmed && (
          <p id="property-permission-error" role="alert" className={errorClass}>
            {errors.permissionConfirmed}
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : property ? 'Update Property' : 'Add Property'}
        </Button>
      </div>
    </form>
  );
}

const selectClass = cn(
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm',
  'focus:border-brand-600',
);
const errorClass = 'mt-1 text-sm text-red-600';

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className={errorClass}>
          {error}
        </p>
      ) : (
        hint && <p className="text-xs text-slate-500">{hint}</p>
      )}
    </div>
  );
}
