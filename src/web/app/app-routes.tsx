// Chooses the signed-in or signed-out route table once the current user is known.
import { Suspense, type ComponentType } from 'react';
import { can } from '../../contracts/permissions.js';
import { PAGE_PERMISSIONS, type WebPath } from '../../contracts/web-routes.js';
import type { CurrentUser } from '../../contracts/auth.js';
import { AccessDenied } from '../components/layout/access-denied.js';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.js';
import { useAuth } from '../lib/auth/use-auth.js';
import { NotFoundPage } from './not-found-page.js';
import {
  AppShell,
  ForgotPasswordPage,
  LandingPage,
  ResetPasswordPage,
  SignInPage,
} from './pages.js';
import { paths } from './paths.js';
import { PublicLayout } from './public-layout.js';
import {
  signedInDetailPages,
  signedInPages,
  signedOutDetailPages,
  signedOutPages,
  signInFirstRoutes,
} from './route-table.js';
import { ReturnAfterSignIn, SignInFirst } from './sign-in-redirects.js';

export function AppRoutes() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner />;

  if (user) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <Routes>
          <Route path={paths.signIn} element={<ReturnAfterSignIn />} />
          {/* signed in, a password is changed in Settings; a mailed reset link still works */}
          <Route path={paths.forgotPassword} element={<Navigate to={paths.settings} replace />} />
          <Route element={<AppShell user={user} />}>
            {Object.entries(signedInPages).map(([path, Page]) => (
              <Route key={path} path={path} element={guarded(user, path as WebPath, Page)} />
            ))}
            {Object.entries(signedInDetailPages).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route path={paths.home} element={<LandingPage />} />
        <Route path={paths.signIn} element={<SignInPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        {signInFirstRoutes.map((path) => (
          <Route key={path} path={path} element={<SignInFirst />} />
        ))}
        {Object.entries(signedOutDetailPages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route element={<PublicLayout />}>
          {Object.entries({ ...signedOutPages, ...signedOutDetailPages }).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          {/* inside the public frame: the visitor keeps the header, skip link and landmarks */}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

/** A page whose action the person may not take shows Access Denied (the server answers 403). */
function guarded(user: CurrentUser, path: WebPath, Page: ComponentType) {
  const action = PAGE_PERMISSIONS[path];
  return action && !can(user, action) ? <AccessDenied /> : <Page />;
}
