// The Add / Edit Property form's fields: the four the spec names, the optional Advanced section
// (check method, TCP port, interval, timeout) and the permission confirmation.
import { ChevronDown, ChevronRight } from 'lucide-react';
import { PROPERTY_TYPES } from '../../../contracts/properties.js';
import { Field, selectClass } from '../ui/form-controls.js';
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

export function BasicFields({
  values,
  errors,
  set,
  maskedIp,
}: FieldsProps & { maskedIp: string | null }) {
  return (
    <>
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
    </>
  );
}

export function AdvancedFields({
  values,
  errors,
  set,
  open,
  onToggle,
}: FieldsProps & { open: boolean; onToggle(): void }) {
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
  );
}

export function PermissionField({ values, errors, set }: FieldsProps) {
  return (
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
        <p id="property-permission-error" role="alert" className="mt-1 text-sm text-red-600">
          {errors.permissionConfirmed}
        </p>
      )}
    </div>
  );
}
