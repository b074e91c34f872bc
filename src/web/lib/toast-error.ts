// Failure toasts of actions (spec core §8, commercial §8): a 401 logs in again; any other error
// shows "Error" with the server's message, or the page's fallback when there is none.
import { toast } from '../components/ui/toast/index.js';
import { parseApiError } from './api-error.js';
import { handleUnauthorized } from './handle-unauthorized.js';

export function toastError(error: unknown, fallback: string, title = 'Error'): void {
  if (handleUnauthorized(error)) return;
  const { status, message } = parseApiError(error);
  const useServer = status !== null && status < 500 && message.trim() !== '';
  toast({ title, description: useServer ? message : fallback, variant: 'destructive' });
}
