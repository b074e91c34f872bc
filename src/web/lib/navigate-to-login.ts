import { serverPaths } from '../../contracts/web-routes.js';

/** Sends the browser to the server's login (spec core §2: Sign In and Get Started Free). */
export function navigateToLogin(): void {
  window.location.href = serverPaths.login;
}
