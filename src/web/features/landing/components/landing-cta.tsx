import { Link } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';
import { buttonClass } from '../../../components/ui/button.js';

/** The call to action (to /billing) and the affiliate section (to /affiliate-dashboard). */
export function LandingCta() {
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 md:grid-cols-2">
      <div className="rounded-xl bg-slate-900 p-8 text-white">
        <h2 className="text-2xl font-bold">Ready to stop guessing?</h2>
        <p className="mt-2 text-slate-300">
          Plans from $1/month with a $0 signup fee. Start with one property or five hundred.
        </p>
        <Link to={paths.billing} className={buttonClass('primary', 'lg', 'mt-6')}>
          Start Monitoring Now
        </Link>
      </div>
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-8">
        <h2 className="text-2xl font-bold text-slate-900">Become an affiliate</h2>
        <p className="mt-2 text-slate-600">
          Earn 20% commission on every subscription you refer, with real-time analytics and your own
          tracking links.
        </p>
        <Link to={paths.affiliateDashboard} className={buttonClass('outline', 'lg', 'mt-6')}>
          Join Affiliate Program
        </Link>
      </div>
    </section>
  );
}
