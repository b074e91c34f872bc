// Failure toasts of the Settings page: a 401 logs in again (spec core §8); any other error shows
// "Error" with the server's message, or the fallback when there is none.
import { toast } from '../../../components/ui/toast/index.js';
import { parseApiError } from '../../../lib/api-error.js';
import { handleUnauthorized } from '../../../lib/handle-unauthorized.js';

export function toastError(error: unknown, fallback: string, title = 'Error'): void {
  if (handleUnauthorized(error)) return;
  const { status, message } = parseApiError(error);
  const useServer = status !== null && status < 500 && message.trim() !== '';
  toast({ title, description: useServer ? message : fallback, variant: 'destructive' });
}
