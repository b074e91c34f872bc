// Chooses the signed-in or signed-out route table once the current user is known.
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.js';
import { useAuth } from '../lib/auth/use-auth.js';
import { NotFoundPage } from './not-found-page.js';
import { AppShell, LandingPage, SignInPage } from './pages.js';
import { paths } from './paths.js';
import { PublicLayout } from './public-layout.js';
import { signedInDetailPages, signedInPages, signedOutPages } from './route-table.js';

export function AppRoutes() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner />;

  if (user) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <Routes>
          <Route path={paths.signIn} element={<Navigate to={paths.home} replace />} />
          <Route element={<AppShell user={user} />}>
            {Object.entries(signedInPages).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            {Object.entries(signedInDetailPages).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
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
        <Route element={<PublicLayout />}>
          {Object.entries(signedOutPages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
