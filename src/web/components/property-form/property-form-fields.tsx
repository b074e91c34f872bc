// The Add / Edit Property form's fields: the four the spec names, the optional Advanced section
// (check method, TCP port, interval, timeout) and the permission confirmation.
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { PROPERTY_TYPES } from '../../../contracts/properties.js';
import { Field, fieldControl, selectClass } from '../ui/form-controls.js';
import { Input } from '../ui/input.js';
import {
  TYPE_LABELS,
  type PropertyFormErrors,
  type PropertyFormField,
  type PropertyFormValues,
} from './property-form-values.js';

export type FieldsProps = {
  values: PropertyFormValues;
  errors: PropertyFormErrors;
  set<K extends PropertyFormField>(field: K, value: PropertyFormValues[K]): void;
};

type TextFieldName = 'name' | 'address' | 'ipAddress' | 'tcpPort' | 'intervalSeconds' | 'timeoutMs';

/** A labelled text input bound to one of the form's values, with its error or hint. */
function TextField({
  field,
  id,
  label,
  hint,
  values,
  errors,
  set,
  ...input
}: FieldsProps & { field: TextFieldName; id: string; label: string; hint?: ReactNode } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'value' | 'onChange'
  >) {
  return (
    <Field id={id} label={label} error={errors[field]} hint={hint}>
      <Input
        {...fieldControl(id, errors[field])}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        {...input}
      />
    </Field>
  );
}

export function BasicFields({ maskedIp, ...form }: FieldsProps & { maskedIp: string | null }) {
  const { values, errors, set } = form;
  return (
    <>
      <TextField
        {...form}
        field="name"
        id="property-name"
        label="Property Name"
        data-autofocus
        placeholder="e.g., Main Street Office"
        maxLength={200}
      />
      <TextField
        {...form}
        field="address"
        id="property-address"
        label="Address"
        placeholder="e.g., 123 Main St, Springfield"
        maxLength={500}
      />
      <TextField
        {...form}
        field="ipAddress"
        id="property-ip"
        label="IP Address"
        hint={
          maskedIp
            ? 'The address is partly hidden for your role; leave it as is to keep it unchanged.'
            : undefined
        }
        placeholder="e.g., 192.168.1.1"
        inputMode="decimal"
        autoComplete="off"
        maxLength={15}
      />
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
    </>
  );
}

export function AdvancedFields({
  open,
  onToggle,
  ...form
}: FieldsProps & { open: boolean; onToggle(): void }) {
  const { values, set } = form;
  return (
    <div className="rounded-md border border-slate-200">
      <button
        type="button"
        className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm font-medium text-slate-700"
        aria-expanded={open}
        aria-controls="property-advanced"
        onClick={onToggle}
      >
        {open ? (
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        ) : (
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        )}
        Advanced
        <span className="font-normal text-slate-500">(optional)</span>
      </button>
      {open && (
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
              <TextField
                {...form}
                field="tcpPort"
                id="property-port"
                label="TCP port"
                inputMode="numeric"
                placeholder="e.g., 443"
              />
            )}
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              {...form}
              field="intervalSeconds"
              id="property-interval"
              label="Check interval (seconds)"
              hint="Blank uses the workspace default."
              inputMode="numeric"
              placeholder="Workspace default"
            />
            <TextField
              {...form}
              field="timeoutMs"
              id="property-timeout"
              label="Timeout (ms)"
              inputMode="numeric"
            />
          </div>
        </div>
      )}
    </div>
  );
}

export function PermissionField({ values, errors, set }: FieldsProps) {
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          {...fieldControl('property-permission', errors.permissionConfirmed)}
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-300"
          checked={values.permissionConfirmed}
          onChange={(e) => set('permissionConfirmed', e.target.checked)}
        />
        <span>
          I confirm that I have the legal right and permission to monitor this property&apos;s
          network connection.
        </span>
      </label>
      {errors.permissionConfirmed && (
        <p id="property-permission-error" role="alert" className="mt-1 text-sm text-red-600">
          {errors.permissionConfirmed}
        </p>
      )}
    </div>
  );
}
