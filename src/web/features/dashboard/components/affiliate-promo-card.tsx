import { BarChart3, Link2, Percent } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';
import { buttonClass } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';

const perks = [
  { icon: Percent, text: '20% commission on every subscription referral' },
  { icon: BarChart3, text: 'Real-time analytics' },
  { icon: Link2, text: 'Unique personal tracking links' },
];

/** The dashboard's affiliate promotion (spec core §2). */
export function AffiliatePromoCard() {
  return (
    <Card className="bg-gradient-to-r from-brand-50 to-white p-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Earn with our Affiliate Program</h2>
          <ul className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-3 sm:gap-6">
            {perks.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <Link to={paths.affiliateDashboard} className={buttonClass('primary', 'md', 'shrink-0')}>
          Join Affiliate Program
        </Link>
      </div>
    </Card>
  );
}
