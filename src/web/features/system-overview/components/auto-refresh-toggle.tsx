// The Auto Refresh switch (spec commercial §4): on by default; on re-loads the data every 30 s.
import { cn } from '../../../lib/cn.js';

type Props = { checked: boolean; onCheckedChange: (checked: boolean) => void };

export function AutoRefreshToggle({ checked, onCheckedChange }: Props) {
  return (
    <div className="flex items-center gap-2">
      <button
        id="auto-refresh"
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby="auto-refresh-state"
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
          'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
          checked ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
      <label htmlFor="auto-refresh" className="text-sm font-medium text-slate-900">
        Auto Refresh
      </label>
      <span id="auto-refresh-state" className="text-xs text-slate-600">
        {checked ? 'every 30 s' : 'off'}
      </span>
    </div>
  );
}
