// Spec core §8: an unauthorised answer to an action logs the user in again after 0.5 s.
import { MSG } from '../../contracts/messages.js';
import { serverPaths } from '../../contracts/web-routes.js';
import { toast } from '../components/ui/toast/toast-store.js';
import { isUnauthorizedError } from './query-client.js';

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/** Shows the logged-out toast and sends the browser to /api/login after 500 ms. */
export function redirectToLogin(): void {
  toast({ title: MSG.loggedOutTitle, description: MSG.loggedOutBody, variant: 'destructive' });
  setTimeout(() => {
    window.location.href = serverPaths.login;
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}

/**
 * Handles an error if it is an authorisation failure (see isUnauthorizedError).
 * Returns true when it did, so callers show their own error toast only otherwise.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectToLogin();
  return true;
}
