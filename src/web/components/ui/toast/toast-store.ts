// Toast state outside React: one toast visible at a time (spec core §9), 5000 ms by default.

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastAction = {
  label: string;
  /** an in-app path to navigate to */
  href?: string;
  onClick?: () => void;
};

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** milliseconds; Infinity keeps the toast until dismissed */
  duration?: number;
};

export type ToastItem = ToastInput & { id: string };

export type ToastHandle = { id: string; dismiss: () => void };

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Removes one toast, or all when no id is given. */
export function dismissToast(id?: string): void {
  const removed = toasts.filter((t) => id === undefined || t.id === id);
  if (removed.length === 0) return;
  for (const t of removed) clearTimer(t.id);
  toasts = toasts.filter((t) => !removed.includes(t));
  emit();
}

/** Shows a toast; the newest replaces older ones beyond the limit. */
export function toast(input: ToastInput): ToastHandle {
  counter += 1;
  const id = String(counter);
  const next = [{ ...input, id }, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) clearTimer(dropped.id);
  toasts = next.slice(0, TOAST_LIMIT);
  const duration = input.duration ?? TOAST_DEFAULT_DURATION_MS;
  if (Number.isFinite(duration)) {
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  }
  emit();
  return { id, dismiss: () => dismissToast(id) };
}
