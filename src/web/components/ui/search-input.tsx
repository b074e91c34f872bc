// A search box: the magnifier inside a labelled search input. `className` sizes it in its row.
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn.js';
import { Input } from './input.js';

export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  /** the accessible name (there is no visible label) */
  label: string;
  placeholder: string;
  value: string;
  onChange: (next: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
