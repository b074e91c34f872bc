// A horizontal bar of an online share; the figure itself is written beside it by the caller.
import { cn } from '../../../lib/cn.js';
import type { Tone } from '../lib/health.js';
import { TONE_STYLES } from '../lib/tone-styles.js';

export function ShareBar({
  percent,
  tone,
  label,
}: {
  percent: number | null;
  tone: Tone;
  label: string;
}) {
  const value = percent === null ? 0 : Math.round(percent * 10) / 10;
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={percent === null ? 'no properties' : `${value}% online`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div
        className={cn('h-full rounded-full', TONE_STYLES[tone].bar)}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
