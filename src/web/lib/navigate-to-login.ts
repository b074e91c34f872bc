import { loginUrl } from '../../contracts/return-to.js';

/**
 * Sends the browser to the server's login (spec core §2: Sign In and Get Started Free), which
 * returns to `next` after it when that is a page of this site (src/contracts/return-to.ts).
 */
export function navigateToLogin(next?: string, { replace = false } = {}): void {
  const url = loginUrl(next);
  if (replace) window.location.replace(url);
  else window.location.href = url;
}
