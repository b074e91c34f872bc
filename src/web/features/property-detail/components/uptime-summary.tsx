// One card per history range with the property's uptime over it; a click selects the range.
import { HISTORY_RANGES, type HistoryRange } from '../../../../contracts/monitoring.js';
import { usePropertyHistory } from '../../../lib/api/get-property-history.js';
import { cn } from '../../../lib/cn.js';
import { formatPercent } from '../../../lib/format.js';
import { RANGE_LABELS } from '../lib/history-view.js';
import type { RangeProps } from '../lib/use-range-param.js';

/** Uptime of each range from the rollups (the same queries the chart uses), a click selects it. */
export function UptimeSummary({ propertyId, range, onSelect }: RangeProps) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {HISTORY_RANGES.map((r) => (
        <RangeUptimeCard
          key={r}
          propertyId={propertyId}
          range={r}
          selected={r === range}
          onSelect={() => onSelect(r)}
        />
      ))}
    </div>
  );
}

function RangeUptimeCard({
  propertyId,
  range,
  selected,
  onSelect,
}: {
  propertyId: number;
  range: HistoryRange;
  selected: boolean;
  onSelect(): void;
}) {
  const history = usePropertyHistory(propertyId, range);
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      data-testid={`uptime-${range}`}
      className={cn(
        'rounded-xl border bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-600',
        selected ? 'border-brand-600 ring-2 ring-brand-100' : 'border-slate-200',
      )}
    >
      <span className="block text-sm text-slate-500">Uptime ({RANGE_LABELS[range]})</span>
      <span className="mt-1 block text-2xl font-semibold text-slate-900">
        {history.isLoading ? '…' : formatPercent(history.data?.uptime)}
      </span>
    </button>
  );
}
