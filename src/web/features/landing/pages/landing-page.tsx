// Public landing page at / for signed-out visitors (spec core §2). Kept light: no chart libraries.
import { LandingFooter } from '../components/landing-footer.js';
import { LandingHeader } from '../components/landing-header.js';
import { LandingHero } from '../components/landing-hero.js';

export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <LandingHeader />
      <main className="flex-1">
        <LandingHero />
      </main>
      <LandingFooter />
    </div>
  );
}
