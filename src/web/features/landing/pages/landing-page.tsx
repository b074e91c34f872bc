// Public landing page at / for signed-out visitors (spec core §2). Kept light: no chart libraries.
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/layout/skip-link.js';
import { LandingBlog } from '../components/landing-blog.js';
import { LandingCta } from '../components/landing-cta.js';
import { LandingFeatures } from '../components/landing-features.js';
import { LandingFooter } from '../components/landing-footer.js';
import { PublicHeader } from '../../../components/layout/public-header.js';
import { LandingHero } from '../components/landing-hero.js';
import { LandingStats } from '../components/landing-stats.js';

export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      <PublicHeader sticky />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <LandingHero />
        <LandingFeatures />
        <LandingStats />
        <LandingBlog />
        <LandingCta />
      </main>
      <LandingFooter />
    </div>
  );
}
