// The one plan grid (spec commercial §2): /pricing, signed-out /billing and the signed-in billing
// page all show it. Pro is Recommended; the current plan is flagged and its button disabled;
// Enterprise says Contact Sales; signed out, every button leads to sign-in.
import { Check } from 'lucide-react';
import { formatCents } from '../../../../contracts/billing.js';
import { PLAN_IDS, PLANS, type PlanId } from '../../../../contracts/plans.js';
import { discountedCents, type Discount } from '../../../../contracts/promo-codes.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { cn } from '../../../lib/cn.js';
import { LoginButton } from '../../../components/ui/login-button.js';
import { planFeatures, priceText, RECOMMENDED_PLAN } from '../lib/plan-display.js';

export type PlanGridProps =
  | { mode: 'pricing' | 'sign-in' }
  | {
      mode: 'choose';
      currentPlan: PlanId | null;
      onChoose(plan: PlanId): void;
      onContactSales(): void;
      /** e.g. a staff member (only workspace admins choose plans) or a call in flight */
      disabled?: boolean;
      discount?: Discount | null;
    };

export function PlanGrid(props: PlanGridProps) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-4" aria-label="Plans">
      {PLAN_IDS.map((id) => (
        <li key={id} className="flex">
          <PlanCard id={id} {...props} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard(props: PlanGridProps & { id: PlanId }) {
  const plan = PLANS[props.id];
  const recommended = props.id === RECOMMENDED_PLAN;
  const current = props.mode === 'choose' && props.currentPlan === props.id;
  const discount = props.mode === 'choose' ? props.discount : null;
  const discounted =
    discount && props.id !== 'enterprise' ? discountedCents(plan.priceCents, discount) : null;
  return (
    <Card
      className={cn(
        'flex w-full flex-col p-5',
        recommended && 'border-2 border-brand-600',
        current && 'ring-2 ring-emerald-500',
      )}
      data-testid={`plan-${props.id}`}
      aria-labelledby={`plan-${props.id}-name`}
      role="group"
    >
      <div className="flex min-h-6 flex-wrap gap-1">
        {recommended && <Badge>Recommended</Badge>}
        {current && <Badge variant="success">Current Plan</Badge>}
      </div>
      <h3 id={`plan-${props.id}-name`} className="mt-2 text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-1">
        {discounted !== null && discounted !== plan.priceCents ? (
          <>
            <span className="text-3xl font-bold text-slate-900">{formatCents(discounted)}</span>
            <s className="text-sm text-slate-500" aria-label={`was ${priceText(plan)}`}>
              {priceText(plan)}
            </s>
          </>
        ) : (
          <span className="text-3xl font-bold text-slate-900">{priceText(plan)}</span>
        )}
        <span className="text-sm text-slate-500">/month</span>
      </p>
      {recommended && (
        <p className="mt-1 text-xs text-slate-600">Includes email and SMS alerts and API access</p>
      )}
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {planFeatures(plan).map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-5">
        <PlanButton {...props} current={current} />
      </div>
    </Card>
  );
}

function PlanButton(props: PlanGridProps & { id: PlanId; current: boolean }) {
  const name = PLANS[props.id].name;
  const enterprise = props.id === 'enterprise';
  const variant = props.id === RECOMMENDED_PLAN ? 'primary' : 'outline';
  if (props.mode !== 'choose') {
    const label = enterprise
      ? 'Contact Sales'
      : props.mode === 'pricing'
        ? 'Get Started Free'
        : 'Sign In to Subscribe';
    return (
      <LoginButton className="w-full px-2" variant={variant} aria-label={`${label}: ${name}`}>
        {label}
      </LoginButton>
    );
  }
  if (props.current) {
    return (
      <Button
        className="w-full px-2"
        variant="secondary"
        disabled
        aria-label={`Current Plan: ${name}`}
      >
        Current Plan
      </Button>
    );
  }
  return (
    <Button
      className="w-full px-2"
      variant={variant}
      disabled={props.disabled}
      onClick={() => (enterprise ? props.onContactSales() : props.onChoose(props.id))}
      aria-label={enterprise ? `Contact Sales: ${name}` : `Choose ${name}`}
    >
      {enterprise ? 'Contact Sales' : `Choose ${name}`}
    </Button>
  );
}
