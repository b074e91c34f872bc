// Properties listed whole, each with a box: the choice of a maintenance window's properties and
// of those to assign to a group, in a workspace small enough to list (the larger ones search:
// property-search-picker.tsx).
import type { ReactNode } from 'react';
import type { Property } from '../../contracts/properties.js';

type Props = {
  properties: Pick<Property, 'id' | 'name' | 'address'>[];
  chosen: readonly number[];
  onChange(chosen: number[]): void;
  /** the list's accessible name */
  label: string;
  /** the list's height cap (Tailwind class) */
  heightClass?: string;
  /** shown as the only item when there is nothing to list */
  empty?: ReactNode;
};

export function PropertyCheckList({
  properties,
  chosen,
  onChange,
  label,
  heightClass = 'max-h-48',
  empty,
}: Props) {
  return (
    <ul
      aria-label={label}
      className={`mt-2 ${heightClass} space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2`}
    >
      {properties.length === 0 && empty && <li className="text-sm text-slate-500">{empty}</li>}
      {properties.map((p) => (
        <li key={p.id}>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300"
              checked={chosen.includes(p.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, p.id] : chosen.filter((id) => id !== p.id))
              }
            />
            {p.name}
            <span className="text-slate-500">{p.address}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
