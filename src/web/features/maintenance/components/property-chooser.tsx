// Which properties a window covers: all of them (those added later too), or chosen ones. In a
// workspace too large to list whole (`paged`, issue 32) the chosen ones are found by a search.
import type { Property } from '../../../../contracts/properties.js';
import { PropertyCheckList } from '../../../components/property-check-list.js';
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
        <PropertyCheckList
          properties={properties}
          chosen={chosen}
          onChange={(next) => onChange(false, next)}
          label="Choose properties"
          empty="No properties in this workspace yet."
        />
      )}
      {error && (
        <p id="mw-properties-error" role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
