// The checkout's price summary: plan price, the promo discount and what is due today (the
// server's first invoice, so it is what Stripe will charge).
import { formatCents } from '../../../../contracts/billing.js';
import { PLANS, type PlanId } from '../../../../contracts/plans.js';
import { discountLabel, type PromoValidation } from '../../../../contracts/promo-codes.js';

export function PriceSummary({
  plan,
  promo,
  dueCents,
}: {
  plan: PlanId;
  promo: PromoValidation | null;
  dueCents: number;
}) {
  const price = PLANS[plan].priceCents;
  const off = price - dueCents;
  return (
    <div className="rounded-lg bg-slate-50 p-4 text-sm" data-testid="price-summary">
      <dl className="space-y-2">
        <div className="flex justify-between">
          <dt className="text-slate-600">{PLANS[plan].name} plan, monthly</dt>
          <dd className="font-medium text-slate-900">{formatCents(price)}</dd>
        </div>
        {promo && off > 0 && (
          <div className="flex justify-between text-emerald-700">
            <dt>
              Promo {promo.code} ({discountLabel(promo)})
            </dt>
            <dd>-{formatCents(off)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold text-slate-900">Due today</dt>
          <dd className="font-semibold text-slate-900" data-testid="due-today">
            {formatCents(dueCents)}
          </dd>
        </div>
      </dl>
      {off > 0 && (
        <p className="mt-2 text-xs text-slate-500">
          The discount applies to the first month; then {formatCents(price)} a month.
        </p>
      )}
    </div>
  );
}
