// The failure toast of a call (spec core §8): a 401 logs in again; otherwise the title (default
// "Error") with the server's message, or the caller's fallback when there is none. A 503 carries
// a deliberate message (e.g. billing not configured); other 5xx never show theirs.
import { toast } from '../components/ui/toast/index.js';
import { parseApiError } from './api-error.js';
import { handleUnauthorized } from './handle-unauthorized.js';

export function toastApiError(error: unknown, fallback: string, title = 'Error'): void {
  if (handleUnauthorized(error)) return;
  toast({ title, description: apiErrorMessage(error, fallback), variant: 'destructive' });
}

/** The server's message of a failed call, or the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const { status, message } = parseApiError(error);
  const useServer = status !== null && (status < 500 || status === 503) && message.trim() !== '';
  return useServer ? message : fallback;
}
