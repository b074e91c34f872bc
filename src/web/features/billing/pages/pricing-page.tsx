// Public /pricing (spec commercial §2): the five plans, the free-trial banner, Get Started Free.
import { PageHeader } from '../../../components/layout/page-header.js';
import { FreeTrialBanner } from '../components/free-trial-banner.js';
import { PlanGrid } from '../components/plan-grid.js';

export function PricingPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Pricing"
        subtitle="Simple monthly plans by the number of properties you monitor. Change or cancel at any time."
      />
      <FreeTrialBanner />
      <PlanGrid mode="pricing" />
      <p className="text-sm text-slate-600">
        Prices in US dollars, billed monthly. Plan changes apply at once and are prorated.
      </p>
    </div>
  );
}
