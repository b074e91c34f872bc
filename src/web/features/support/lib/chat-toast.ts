// Chat failures (spec commercial §8): a toast "Error" with the server's reason when it gave one
// (a rate limit, say), else "Failed to create conversation" / "Failed to send message".
import { toast } from '../../../components/ui/toast/index.js';
import { parseApiError } from '../../../lib/api-error.js';

export function chatErrorToast(error: unknown, fallback: string): void {
  const { status, message } = parseApiError(error);
  const useServer = status !== null && status >= 400 && status < 500 && message.trim() !== '';
  toast({ title: 'Error', description: useServer ? message : fallback, variant: 'destructive' });
}
