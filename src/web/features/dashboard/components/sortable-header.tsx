// A column header that sorts the table: a button inside the <th>, the order announced by aria-sort.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { Sort, SortKey } from '../lib/property-sort.js';

type SortableHeaderProps = {
  label: string;
  sortKey: SortKey;
  sort: Sort | null;
  onSort(key: SortKey): void;
};

export function SortableHeader({ label, sortKey, sort, onSort }: SortableHeaderProps) {
  const direction = sort?.key === sortKey ? sort.direction : undefined;
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={direction} className="px-2 py-1.5">
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="inline-flex items-center gap-1 rounded px-2 py-1.5 tracking-wide whitespace-nowrap uppercase hover:bg-slate-200 hover:text-slate-900"
      >
        {label}
        <Icon
          aria-hidden="true"
          className={direction ? 'h-3.5 w-3.5 text-slate-900' : 'h-3.5 w-3.5 text-slate-400'}
        />
      </button>
    </th>
  );
}
