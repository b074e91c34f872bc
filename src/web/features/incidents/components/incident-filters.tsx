// The list's filters: property, state and the days it started in. Each change re-reads the list.
// In a workspace too large to list whole (issue 32) the property select offers the server's first
// matches of a search typed beside it, and the chosen property is named by id.
import { matchesText } from '../../../components/property-search-picker.js';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { Field, selectClass } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { propertiesQueryOptions } from '../../../lib/api/get-properties.js';
import {
  propertySearchOptions,
  useLargeWorkspace,
  usePropertiesById,
} from '../../../lib/api/property-search.js';
import type { IncidentFilters as Filters } from '../lib/filters.js';

/** The matches a large workspace's property filter offers at once. */
const FILTER_MATCHES = 50;

export function IncidentFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange(f: Filters): void;
}) {
  const id = useId();
  const large = useLargeWorkspace();
  const properties = useQuery({ ...propertiesQueryOptions(), enabled: large === false });
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const matches = useQuery(
    propertySearchOptions({ search: deferred, limit: FILTER_MATCHES }, large === true),
  );
  const chosen = usePropertiesById(large && value.propertyId ? [value.propertyId] : []);
  const options = large
    ? [
        ...(chosen.data?.properties ?? []).filter((p) => p.id === value.propertyId),
        ...(matches.data?.properties ?? []).filter((p) => p.id !== value.propertyId),
      ]
    : (properties.data ?? []);
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch, page: 1 });
  return (
    <form
      role="search"
      aria-label="Filter incidents"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
    >
      {large && (
        <Field id={`${id}-find`} label="Find a property">
          <Input
            id={`${id}-find`}
            type="search"
            autoComplete="off"
            value={search}
            placeholder="Type a name, address or IP"
            aria-describedby={`${id}-found`}
            onChange={(e) => setSearch(e.target.value)}
          />
          <p id={`${id}-found`} className="mt-1 text-xs text-slate-600" aria-live="polite">
            {matchesText(matches.data?.total, FILTER_MATCHES, ' in the Property list')}
          </p>
        </Field>
      )}
      <Field id={`${id}-property`} label="Property">
        <select
          id={`${id}-property`}
          className={selectClass}
          value={value.propertyId ?? ''}
          onChange={(e) => set({ propertyId: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">All properties</option>
          {options.map((p) => (
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
