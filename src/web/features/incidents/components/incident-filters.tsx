// The list's filters: property, state and the days it started in. Each change re-reads the list.
import { useId } from 'react';
import { Field, selectClass } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { useProperties } from '../../../lib/api/get-properties.js';
import type { IncidentFilters as Filters } from '../lib/filters.js';

export function IncidentFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange(f: Filters): void;
}) {
  const id = useId();
  const properties = useProperties();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch, page: 1 });
  return (
    <form
      role="search"
      aria-label="Filter incidents"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field id={`${id}-property`} label="Property">
        <select
          id={`${id}-property`}
          className={selectClass}
          value={value.propertyId ?? ''}
          onChange={(e) => set({ propertyId: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">All properties</option>
          {(properties.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-state`} label="State">
        <select
          id={`${id}-state`}
          className={selectClass}
          value={value.state ?? ''}
          onChange={(e) =>
            set({ state: (e.target.value || undefined) as Filters['state'] | undefined })
          }
        >
          <option value="">Open and resolved</option>
          <option value="open">Open</option>
          <option value="resolved">Resolved</option>
        </select>
      </Field>
      <Field id={`${id}-from`} label="Started from">
        <Input
          id={`${id}-from`}
          type="date"
          value={value.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </Field>
      <Field id={`${id}-to`} label="Started until">
        <Input
          id={`${id}-to`}
          type="date"
          value={value.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </Field>
    </form>
  );
}
