// An accessible modal (role="dialog", focus kept inside, Esc closes) and a confirmation built on it.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.js';
import { MAIN_CONTENT_ID } from '../layout/skip-link.js';
import { DialogActions } from './dialog-actions.js';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type ModalProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * A modal rendered over the page. Focus starts on the element marked `data-autofocus` (else the
 * first focusable one); Tab and Shift+Tab cycle inside it, Esc and a click on the backdrop close
 * it, and focus returns to what had it before the modal opened.
 */
export function Modal({ open, onOpenChange, title, description, children, className }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel;
    first?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onOpenChangeRef.current(false);
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      // the opener may be gone (a deleted row's button): then the page's main content
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
      else document.getElementById(MAIN_CONTENT_ID)?.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
      <div
        className="fixed inset-0 bg-slate-900/50"
        aria-hidden="true"
        data-testid="modal-backdrop"
        onClick={() => onOpenChange(false)}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative z-10 w-full max-w-lg rounded-xl border border-slate-200 bg-white p-6 shadow-xl',
          className,
        )}
      >
        <button
          type="button"
          aria-label="Close"
          className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:bg-slate-100"
          onClick={() => onOpenChange(false)}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
        <h2 id={titleId} className="pr-8 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-1 text-sm text-slate-500">
            {description}
          </div>
        )}
        <div className="mt-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** may return a promise: the buttons are disabled until it settles, then the dialog closes */
  onConfirm(): void | Promise<unknown>;
  destructive?: boolean;
  cancelLabel?: string;
};

/** Asks before doing something; Cancel (focused first) or Esc closes without doing it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive = false,
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={description}
      className="max-w-md"
    >
      <DialogActions
        onCancel={() => onOpenChange(false)}
        pending={busy}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        onConfirm={() => void confirm()}
        destructive={destructive}
        focusCancel
      />
    </Modal>
  );
}
