import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.js';

export type BadgeVariant =
  'default' | 'secondary' | 'success' | 'warning' | 'destructive' | 'outline';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-brand-600 text-white',
  secondary: 'bg-slate-100 text-slate-700',
  success: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-amber-100 text-amber-800',
  destructive: 'bg-red-600 text-white',
  outline: 'border border-slate-300 text-slate-700',
};

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant };

export function Badge({ variant = 'default', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...rest}
    />
  );
}
