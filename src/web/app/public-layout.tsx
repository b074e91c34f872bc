// Frame of the public pages other than the landing and sign-in pages: a slim header and content.
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { paths } from '../../contracts/web-routes.js';
import { BrandLogo } from '../components/layout/brand-logo.js';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link.js';
import { PageSpinner } from '../components/ui/spinner.js';
import { LoginButton } from '../components/ui/login-button.js';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      <header className="border-b border-slate-200">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link to={paths.home}>
            <BrandLogo />
          </Link>
          <LoginButton>Sign In</LoginButton>
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none"
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
