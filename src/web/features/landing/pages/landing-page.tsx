// Public landing page at / for signed-out visitors (spec core §2). Kept light: no chart libraries.
import { LandingBlog } from '../components/landing-blog.js';
import { LandingCta } from '../components/landing-cta.js';
import { LandingFeatures } from '../components/landing-features.js';
import { LandingFooter } from '../components/landing-footer.js';
import { LandingHeader } from '../components/landing-header.js';
import { LandingHero } from '../components/landing-hero.js';
import { LandingStats } from '../components/landing-stats.js';

export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <LandingHeader />
      <main className="flex-1">
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
