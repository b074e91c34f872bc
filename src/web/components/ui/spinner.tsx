import { cn } from '../../lib/cn.js';

export type SpinnerProps = { className?: string; label?: string };

/** An accessible loading indicator. */
export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <span
        aria-hidden="true"
        className={cn(
          'h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600',
          className,
        )}
      />
    </span>
  );
}

/** Fills the viewport while the signed-in state (or a page) loads. */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center" data-testid="app-loading">
      <Spinner className="h-10 w-10" />
    </div>
  );
}

/** Fills a page's content area while its code or data loads. */
export function PageSpinner() {
  return (
    <div className="flex justify-center py-24">
      <Spinner />
    </div>
  );
}

/** Fills a card's content while its data loads. */
export function SectionSpinner({ label }: { label?: string }) {
  return (
    <div className="flex justify-center py-6">
      <Spinner label={label} />
    </div>
  );
}
