// One coloured segment per hour or day of the range (green/yellow/red by health, grey = no checks).
import { useMemo } from 'react';
import type { PropertyHistory } from '../../../../contracts/monitoring.js';
import { cn } from '../../../lib/cn.js';
import { bucketLabel, uptimeHealth, uptimeSlots, type Health } from '../lib/history-view.js';

const COLOURS: Record<Health, string> = {
  good: 'bg-emerald-500',
  warning: 'bg-amber-400',
  bad: 'bg-red-500',
  none: 'bg-slate-200',
};

export function UptimeBar({ history }: { history: PropertyHistory }) {
  const slots = useMemo(() => uptimeSlots(history), [history]);
  return (
    <div data-testid="uptime-bar">
      <div
        className="flex h-8 w-full items-stretch gap-px"
        role="list"
        aria-label="Uptime per period"
      >
        {slots.map((s) => {
          const label = `${bucketLabel(s.start, history.bucket, true)}: ${
            s.uptime === null ? 'no checks' : `${s.uptime.toFixed(1)}% up (${s.checks} checks)`
          }`;
          return (
            <div
              key={s.start}
              role="listitem"
              aria-label={label}
              title={label}
              className={cn('min-w-px flex-1 rounded-[1px]', COLOURS[uptimeHealth(s.uptime)])}
            />
          );
        })}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{slots[0] ? bucketLabel(slots[0].start, history.bucket, true) : ''}</span>
        <span>Now</span>
      </div>
    </div>
  );
}
