// Which history the chart shows: the property's (all locations), one location's, or all of them
// split. Per-location history covers 24 h and 7 d; for longer ranges the choice is disabled and
// says why.
import type { HistoryRange } from '../../../../contracts/monitoring.js';
import {
  LOCATION_HISTORY_MSG,
  LOCATION_HISTORY_RANGES,
  type PropertyLocation,
} from '../../../../contracts/property-locations.js';
import { selectClass } from '../../../components/ui/form-controls.js';

export const ALL_LOCATIONS = '';
export const SPLIT = 'split';

export const splitAllowed = (range: HistoryRange) =>
  (LOCATION_HISTORY_RANGES as readonly string[]).includes(range);

type Props = {
  locations: readonly PropertyLocation[];
  range: HistoryRange;
  value: string;
  onChange(value: string): void;
};

export function LocationPicker({ locations, range, value, onChange }: Props) {
  const allowed = splitAllowed(range);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
      <label htmlFor="history-location" className="font-medium text-slate-700">
        Location
      </label>
      <div className="w-56">
        <select
          id="history-location"
          className={selectClass}
          value={value}
          disabled={!allowed}
          aria-describedby={allowed ? undefined : 'history-location-note'}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value={ALL_LOCATIONS}>All locations</option>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
          <option value={SPLIT}>Split by location</option>
        </select>
      </div>
      {!allowed && (
        <span id="history-location-note" className="text-slate-500">
          {LOCATION_HISTORY_MSG.rangeTooLong}
        </span>
      )}
    </div>
  );
}
