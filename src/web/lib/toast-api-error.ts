// The one failure toast of a call (spec core §8, commercial §8): a 401 logs in again; otherwise
// the title (default "Error") with the server's message when it is meant for people (a 4xx, a
// deliberate 503), or the caller's fallback when there is none.
import { toast, type ToastAction } from '../components/ui/toast/index.js';
import { failureMessage } from './api-error.js';
import { handleUnauthorized } from './handle-unauthorized.js';

export type FailureToast = {
  title?: string;
  /** shown whatever the server said (e.g. the fixed texts of spec core §8); '' for none */
  description?: string;
  action?: ToastAction;
};

/**
 * Shows the failure; `fallback` undefined shows the title alone when the server's message is
 * not for people. A string third argument is the title.
 */
export function toastApiError(
  error: unknown,
  fallback: string | undefined,
  how: string | FailureToast = {},
): void {
  if (handleUnauthorized(error)) return;
  const { title = 'Error', description, action } = typeof how === 'string' ? { title: how } : how;
  // '' says nothing under the title
  const text = description ?? failureMessage(error, fallback ?? '');
  toast({
    title,
    description: text === '' ? undefined : text,
    variant: 'destructive',
    ...(action ? { action } : {}),
  });
}
