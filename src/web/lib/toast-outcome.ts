// The callbacks of a call whose outcome the user learns from a toast: the success toast (then
// `after`, e.g. closing the dialog), or the failure toast of spec core §8 with the fallback.
import { toast } from '../components/ui/toast/index.js';
import { toastApiError } from './toast-api-error.js';

export function toastOutcome(
  success: string | { title: string; description: string },
  failure: string,
  after?: () => void,
) {
  return {
    onSuccess: () => {
      const text = typeof success === 'string' ? { title: success } : success;
      toast({ ...text, variant: 'success' });
      after?.();
    },
    onError: (err: unknown) => toastApiError(err, failure),
  };
}
