// Spec core §8: an unauthorised answer to an action logs the user in again after 0.5 s.
import { MSG } from '../../contracts/messages.js';
import { toast } from '../components/ui/toast/toast-store.js';
import { navigateToLogin } from './navigate-to-login.js';
import { isUnauthorizedError } from './query-client.js';

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/**
 * Shows the logged-out toast and sends the browser to /api/login after 500 ms, which returns to
 * this page after the sign-in (issue 30).
 */
export function redirectToLogin(): void {
  toast({ title: MSG.loggedOutTitle, description: MSG.loggedOutBody, variant: 'destructive' });
  setTimeout(() => {
    const here = new URL(window.location.href);
    navigateToLogin(`${here.pathname}${here.search}${here.hash}`);
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
