// The public pricing page's free-trial banner (spec commercial §2) with Get Started Free.
import { Gift } from 'lucide-react';
import { TRIAL_DAYS } from '../../../../contracts/plans.js';
import { LoginButton } from '../../../components/ui/login-button.js';

export function FreeTrialBanner() {
  return (
    <section
      aria-labelledby="free-trial-title"
      className="flex flex-col items-start gap-4 rounded-xl bg-brand-600 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Gift className="mt-1 h-6 w-6 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="free-trial-title" className="text-xl font-semibold">
            {TRIAL_DAYS}-day free trial
          </h2>
          <p className="text-brand-50">
            Try the Starter plan free for {TRIAL_DAYS} days. No credit card needed.
          </p>
        </div>
      </div>
      <LoginButton variant="secondary" size="lg">
        Get Started Free
      </LoginButton>
    </section>
  );
}
