// Choosing properties in a workspace too large to list whole (over WHOLE_LIST_MAX, issue 32): a
// search typed is asked of the server (GET /api/properties/page, the first PICKER_MATCHES
// matches), and the properties already chosen are named by id (`ids`), never by the whole list.
// The chosen ones are listed first, checked; unchecking one drops it. `single`: radio buttons,
// at most one chosen (a status page incident's property, an incident filter).
import { matchWord } from '../../contracts/plural.js';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import type { Property } from '../../contracts/properties.js';
import { propertySearchOptions, usePropertiesById } from '../lib/api/property-search.js';

export const PICKER_MATCHES = 20;

/**
 * A property search's answer in words: "Searching…" before it, "First 20 of 312 matches: type
 * more to narrow" when the server had more than it sent, else "3 matches"; `where` (e.g. " in the
 * Property list") follows the count and stands instead of "type more to narrow".
 */
export function matchesText(total: number | undefined, shown: number, where?: string): string {
  if (total === undefined) return 'Searching…';
  if (total > shown) return `First ${shown} of ${total} matches${where ?? ': type more to narrow'}`;
  return `${total} ${matchWord(total)}${where ?? ''}`;
}

type Props = {
  chosen: readonly number[];
  onChange(chosen: number[]): void;
  /** the list's accessible name, e.g. "Choose properties" */
  listLabel: string;
  single?: boolean;
  /** the search box's label */
  searchLabel?: string;
};

export function PropertySearchPicker({
  chosen,
  onChange,
  listLabel,
  single = false,
  searchLabel = 'Find a property',
}: Props) {
  const id = useId();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const named = usePropertiesById(chosen);
  const matches = useQuery(propertySearchOptions({ search: deferred, limit: PICKER_MATCHES }));
  const chosenRows: Pick<Property, 'id' | 'name' | 'address'>[] = chosen.map(
    (c) => named.data?.properties.find((p) => p.id === c) ?? { id: c, name: `#${c}`, address: '' },
  );
  const others = (matches.data?.properties ?? []).filter((p) => !chosen.includes(p.id));
  const total = matches.data?.total ?? 0;
  const toggle = (p: number, on: boolean) =>
    onChange(single ? (on ? [p] : []) : on ? [...chosen, p] : chosen.filter((x) => x !== p));
  const row = (p: Pick<Property, 'id' | 'name' | 'address'>, checked: boolean) => (
    <li key={p.id}>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type={single ? 'radio' : 'checkbox'}
          name={single ? `${id}-choice` : undefined}
          className="h-4 w-4 rounded border-slate-300"
          checked={checked}
          onChange={(e) => toggle(p.id, e.target.checked)}
          onClick={single && checked ? () => toggle(p.id, false) : undefined}
        />
        {p.name}
        {p.address && <span className="text-slate-500">{p.address}</span>}
      </label>
    </li>
  );
  return (
    <div className="mt-2 space-y-2">
      <label htmlFor={`${id}-search`} className="block text-sm text-slate-700">
        {searchLabel}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        className="h-9 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-brand-600"
        value={search}
        placeholder="Type a name, address or IP"
        aria-describedby={`${id}-count`}
        onChange={(e) => setSearch(e.target.value)}
      />
      <p id={`${id}-count`} className="text-xs text-slate-600" aria-live="polite">
        {matchesText(matches.isPending ? undefined : total, PICKER_MATCHES)}
      </p>
      <ul
        aria-label={listLabel}
        aria-busy={matches.isPlaceholderData || search !== deferred ? true : undefined}
        className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2"
      >
        {chosenRows.map((p) => row(p, true))}
        {others.map((p) => row(p, false))}
        {chosenRows.length === 0 && others.length === 0 && !matches.isPending && (
          <li className="text-sm text-slate-500">No properties match.</li>
        )}
      </ul>
    </div>
  );
}
