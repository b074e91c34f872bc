import { Link } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';
import { APP_NAME } from '../../../lib/brand.js';

const links = [
  { to: paths.faq, label: 'FAQ' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.applyBeta, label: 'Beta Program' },
];

export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-500 sm:flex-row">
        <p>
          © {new Date().getFullYear()} {APP_NAME}
        </p>
        <nav aria-label="Footer">
          <ul className="flex gap-6">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-slate-900">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
