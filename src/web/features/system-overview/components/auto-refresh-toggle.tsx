// The Auto Refresh switch (spec commercial §4): on by default; on re-loads the data every 30 s.
import { SwitchButton } from '../../../components/ui/form-controls.js';

type Props = { checked: boolean; onCheckedChange: (checked: boolean) => void };

export function AutoRefreshToggle({ checked, onCheckedChange }: Props) {
  return (
    <div className="flex items-center gap-2">
      <SwitchButton
        id="auto-refresh"
        checked={checked}
        describedBy="auto-refresh-state"
        onCheckedChange={onCheckedChange}
      />
      <label htmlFor="auto-refresh" className="text-sm font-medium text-slate-900">
        Auto Refresh
      </label>
      <span id="auto-refresh-state" className="text-xs text-slate-600">
        {checked ? 'every 30 s' : 'off'}
      </span>
    </div>
  );
}
