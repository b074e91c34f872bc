// The frame of the signed-out account pages (sign-in, forgot and reset password): the brand, a
// skip link and one card in the page's main landmark.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';
import { BrandLogo } from '../../../components/layout/brand-logo.js';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/layout/skip-link.js';
import { Card, CardContent } from '../../../components/ui/card.js';

export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-12">
      <SkipLink />
      <Link to={paths.home}>
        <BrandLogo className="text-lg" />
      </Link>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="w-full max-w-md focus:outline-none">
        <AuthCard>{children}</AuthCard>
      </main>
    </div>
  );
}

/** The card alone, for the same page shown inside the signed-in shell. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="flex flex-col gap-4 pt-6">{children}</CardContent>
    </Card>
  );
}
