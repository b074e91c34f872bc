// The search box, the status filter and the Export button over a property list, shared by the
// dashboard's table and the properties page (spec core §2, §9): same choices, same labels, same
// accessible names.
import { Download } from 'lucide-react';
import type { PropertyStatus } from '../../contracts/properties.js';
import { Button } from './ui/button.js';
import { SearchInput } from './ui/search-input.js';

/** Search by name, address or IP; `className` sizes the box in its row. */
export function PropertySearchInput(props: {
  value: string;
  onChange: (next: string) => void;
  className?: string;
}) {
  return (
    <SearchInput
      label="Search properties"
      placeholder="Search by name, address or IP..."
      {...props}
    />
  );
}

/** The statuses one can filter by (the contract's, but `unknown`), in the menu's order. */
export const STATUS_FILTERS = ['all', 'online', 'offline', 'timeout'] as const satisfies readonly (
  'all' | PropertyStatus
)[];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All Status',
  online: 'Online',
  offline: 'Offline',
  timeout: 'Timeout',
};

export function StatusFilterSelect({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (next: StatusFilter) => void;
}) {
  return (
    <select
      aria-label="Status filter"
      className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-brand-600"
      value={value}
      onChange={(e) => onChange(e.target.value as StatusFilter)}
    >
      {STATUS_FILTERS.map((s) => (
        <option key={s} value={s}>
          {STATUS_FILTER_LABELS[s]}
        </option>
      ))}
    </select>
  );
}

/** Exports what the filters show; nothing to export, nothing to click. */
export function ExportButton({ count, onExport }: { count: number; onExport: () => void }) {
  return (
    <Button variant="outline" disabled={count === 0} onClick={onExport}>
      <Download aria-hidden="true" className="h-4 w-4" />
      Export
    </Button>
  );
}
