// Plan usage: "current / limit properties", plan name, usage bar, Limit Reached, Upgrade Plan.
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { PropertyLimits } from '../../../../contracts/properties.js';
import { paths } from '../../../../contracts/web-routes.js';
import { planDisplayName } from '../../../components/property-form/property-form-values.js';
import { buttonClass } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { cn } from '../../../lib/cn.js';
import { isAtLimit, usagePercent, usageText } from '../lib/property-list.js';

export function UsageSummary({ limits }: { limits: PropertyLimits | undefined }) {
  if (!limits) {
    return <Card className="h-[92px] animate-pulse bg-slate-100" aria-hidden="true" />;
  }
  const atLimit = isAtLimit(limits);
  const percent = usagePercent(limits);
  return (
    <Card className="p-4" data-testid="usage-summary">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold text-slate-900" data-testid="usage-text">
              {usageText(limits)}
            </span>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              {planDisplayName(limits.plan)} Plan
            </span>
            {atLimit && (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700"
                data-testid="limit-reached"
              >
                <AlertTriangle className="h-3 w-3" aria-hidden="true" />
                Limit Reached
              </span>
            )}
          </div>
        </div>
        <Link to={paths.billing} className={buttonClass('outline', 'sm')}>
          Upgrade Plan
        </Link>
      </div>
      <div
        className="mt-3 h-2 w-full overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Property usage"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={usageText(limits)}
      >
        <div
          className={cn(
            'h-full rounded-full transition-all',
            atLimit ? 'bg-red-500' : percent >= 80 ? 'bg-amber-500' : 'bg-brand-600',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </Card>
  );
}
