// Frame of the public pages other than the landing and sign-in pages: a slim header and content.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PublicHeader } from '../components/layout/public-header.js';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link.js';
import { PageSpinner } from '../components/ui/spinner.js';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      <PublicHeader />
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
