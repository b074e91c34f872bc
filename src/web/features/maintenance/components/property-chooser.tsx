// Which properties a window covers: all of them (those added later too), or chosen ones. In a
// workspace too large to list whole (`paged`, issue 32) the chosen ones are found by a search.
import type { Property } from '../../../../contracts/properties.js';
import { PropertySearchPicker } from '../../../components/property-search-picker.js';

type Props = {
  properties: Property[];
  paged?: boolean;
  allProperties: boolean;
  chosen: number[];
  error?: string;
  onChange(allProperties: boolean, chosen: number[]): void;
};

export function PropertyChooser({
  properties,
  paged,
  allProperties,
  chosen,
  error,
  onChange,
}: Props) {
  return (
    <fieldset aria-describedby={error ? 'mw-properties-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">Properties</legend>
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          checked={allProperties}
          onChange={(e) => onChange(e.target.checked, chosen)}
        />
        All properties (including ones added later)
      </label>
      {!allProperties && paged && (
        <PropertySearchPicker
          chosen={chosen}
          listLabel="Choose properties"
          onChange={(next) => onChange(false, next)}
        />
      )}
      {!allProperties && !paged && (
        <ul
          aria-label="Choose properties"
          className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2"
        >
          {properties.length === 0 && (
            <li className="text-sm text-slate-500">No properties in this workspace yet.</li>
          )}
          {properties.map((p) => (
            <li key={p.id}>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-300"
                  checked={chosen.includes(p.id)}
                  onChange={(e) =>
                    onChange(
                      false,
                      e.target.checked ? [...chosen, p.id] : chosen.filter((id) => id !== p.id),
                    )
                  }
                />
                {p.name}
                <span className="text-slate-500">{p.address}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id="mw-properties-error" role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
