// Renders the visible toast (at most one) in a live region. Must sit inside the router.
import { CheckCircle2, Info, TriangleAlert, X } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.js';
import type { ToastItem, ToastVariant } from './toast-store.js';
import { useToast } from './use-toast.js';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-white text-slate-900',
  destructive: 'border-red-800 bg-red-700 text-white',
};

const variantIcon: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CheckCircle2,
  destructive: TriangleAlert,
};

function ToastView({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const variant = item.variant ?? 'default';
  const Icon = variantIcon[variant];
  const actionClass = cn(
    'shrink-0 rounded-md border px-3 py-1.5 text-sm font-medium',
    variant === 'destructive'
      ? 'border-white/40 hover:bg-white/10'
      : 'border-slate-300 hover:bg-slate-50',
  );
  const runAction = () => {
    item.action?.onClick?.();
    onDismiss();
  };
  // A div, not a list item: a role of status or alert on an <li> breaks the list (axe: list).
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      data-testid="toast"
      data-variant={variant}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg',
        variantClass[variant],
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 h-5 w-5 shrink-0', variant === 'success' && 'text-emerald-600')}
      />
      <div className="min-w-0 flex-1">
        {item.title && <p className="text-sm font-semibold">{item.title}</p>}
        {item.description && <p className="mt-0.5 text-sm opacity-90">{item.description}</p>}
      </div>
      {item.action &&
        (item.action.href ? (
          <Link to={item.action.href} onClick={runAction} className={actionClass}>
            {item.action.label}
          </Link>
        ) : (
          <button type="button" onClick={runAction} className={actionClass}>
            {item.action.label}
          </button>
        ))}
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Close notification"
        className="shrink-0 rounded p-0.5 opacity-70 hover:opacity-100"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <section aria-label="Notifications" aria-live="polite">
      <div className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:w-[420px]">
        {toasts.map((t) => (
          <ToastView key={t.id} item={t} onDismiss={() => dismiss(t.id)} />
        ))}
      </div>
    </section>
  );
}
