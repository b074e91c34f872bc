import { cn } from '../../../lib/cn.js';

/** A native select styled like the text inputs. */
export const selectClass = cn(
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm',
  'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
  'disabled:cursor-not-allowed disabled:opacity-50',
);
