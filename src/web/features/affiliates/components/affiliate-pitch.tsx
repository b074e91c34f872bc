// Become an Affiliate (spec commercial §2): the programme's terms, and the way to apply (signed
// in) or to sign in first (signed out).
import { CalendarClock, Cookie, DollarSign, Wallet, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { AFFILIATE_TERMS } from '../../../../contracts/affiliates.js';
import { paths } from '../../../../contracts/web-routes.js';
import { Button, buttonClass } from '../../../components/ui/button.js';
import { Card, CardContent } from '../../../components/ui/card.js';

const POINTS: [string, string, LucideIcon][] = [
  [
    `${AFFILIATE_TERMS.defaultRate * 100}% Commission`,
    'Of every payment your referrals make.',
    DollarSign,
  ],
  ['PayPal Only', 'Payouts go to your PayPal account.', Wallet],
  [
    'Monthly Payment',
    `Paid monthly, once a commission has passed its ${AFFILIATE_TERMS.holdDays}-day hold.`,
    CalendarClock,
  ],
  [
    `${AFFILIATE_TERMS.cookieDays}-Day Cookie`,
    'Sign-ups within 30 days of a click count for you.',
    Cookie,
  ],
];

export function AffiliatePitch({ signedIn, onApply }: { signedIn: boolean; onApply(): void }) {
  return (
    <Card>
      <CardContent className="space-y-6 pt-6">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Become an Affiliate</h2>
          <p className="mt-1 text-slate-600">
            Recommend Property Monitor and earn a share of what your referrals pay.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {POINTS.map(([title, text, Icon]) => (
            <li key={title} className="flex gap-3 rounded-lg border border-slate-200 p-4">
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
              <div>
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        {signedIn ? (
          <Button onClick={onApply}>Apply Now</Button>
        ) : (
          <Link to={paths.signIn} className={buttonClass('primary')}>
            Sign In to Apply
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
