// Signed-in frame: sidebar (off-canvas below the lg breakpoint), top bar on mobile, page content.
import { Menu } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { CurrentUser } from '../../../contracts/auth.js';
import { BrandLogo } from '../../components/layout/brand-logo.js';
import { ErrorBoundary } from '../../components/layout/error-boundary.js';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link.js';
import { PageSpinner } from '../../components/ui/spinner.js';
import { useLiveEvents } from '../../lib/api/live-events.js';
import { DesktopNotifications } from '../../lib/desktop-notifications/desktop-notifications.js';
import { BillingBanner, PaymentReturn } from './billing-slots.js';
import { LiveStatusAnnouncer } from './live-status-announcer.js';
import { Sidebar, SIDEBAR_ID } from './sidebar.js';
import { useOffCanvas } from './use-off-canvas.js';
import { VerifyEmailBanner } from './verify-email-banner.js';

export function AppShell({ user }: { user: CurrentUser }) {
  const { isOpen, open, close, toggleRef } = useOffCanvas(SIDEBAR_ID);
  const { pathname } = useLocation();
  // One live stream for the whole signed-in session: pages come and go, the stream stays, so
  // moving between pages neither reconnects nor re-loads what is already current.
  useLiveEvents();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <Sidebar user={user} isOpen={isOpen} onClose={close} />
      <DesktopNotifications />
      <LiveStatusAnnouncer />
      {isOpen && (
        <div
          aria-hidden="true"
          onClick={close}
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
        />
      )}
      <div className="flex min-h-screen flex-col lg:pl-64">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:hidden">
          <button
            type="button"
            ref={toggleRef}
            onClick={open}
            aria-label="Open navigation"
            aria-expanded={isOpen}
            aria-controls={SIDEBAR_ID}
            data-testid="sidebar-toggle"
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
          >
            <Menu aria-hidden="true" className="h-5 w-5" />
          </button>
          <BrandLogo />
        </header>
        <VerifyEmailBanner user={user} />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 p-4 focus:outline-none sm:p-6 lg:p-8"
        >
          <Suspense fallback={null}>
            <BillingBanner />
            <PaymentReturn />
          </Suspense>
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
