import { Wifi } from 'lucide-react';
import { APP_NAME } from '../../lib/brand.js';
import { cn } from '../../lib/cn.js';

/** The product mark and name. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-slate-900', className)}>
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <Wifi aria-hidden="true" className="h-5 w-5" />
      </span>
      <span className="whitespace-nowrap">{APP_NAME}</span>
    </span>
  );
}
