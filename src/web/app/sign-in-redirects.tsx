// Deep links survive sign-in (issue 30): a visitor opening a signed-in page is sent to sign in,
// told where they were going (`?next=`, src/contracts/return-to.ts), and sent there after it.
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { returnToOf } from '../../contracts/return-to.js';
import { paths } from '../../contracts/web-routes.js';
import { FullScreenSpinner } from '../components/ui/spinner.js';
import { navigateToLogin } from '../lib/navigate-to-login.js';

/**
 * A signed-in page opened signed out: the server's login (the identity provider when one is
 * configured, else the sign-in page), which returns here, query and #hash included.
 */
export function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    // replace: Back from the sign-in page does not bounce through this page again
    navigateToLogin(`${pathname}${search}${hash}`, { replace: true });
  }, [pathname, search, hash]);
  return <FullScreenSpinner />;
}

/** /sign-in once signed in (just now, or still): the page the sign-in was for, else the dashboard. */
export function ReturnAfterSignIn() {
  const [params] = useSearchParams();
  return <Navigate to={returnToOf(params) ?? paths.home} replace />;
}
