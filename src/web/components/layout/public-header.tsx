// The header of every public page: the logo home and Sign In. The landing page keeps it in view
// while its long page scrolls; the other public pages scroll it away.
import { Link } from 'react-router';
import { paths } from '../../../contracts/web-routes.js';
import { cn } from '../../lib/cn.js';
import { LoginButton } from '../ui/login-button.js';
import { BrandLogo } from './brand-logo.js';

export function PublicHeader({ sticky = false }: { sticky?: boolean }) {
  return (
    <header
      className={cn(
        'border-b border-slate-200',
        sticky && 'sticky top-0 z-10 bg-white/90 backdrop-blur',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to={paths.home}>
          <BrandLogo />
        </Link>
        <LoginButton>Sign In</LoginButton>
      </div>
    </header>
  );
}
