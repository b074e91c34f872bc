import { Link } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';
import { BrandLogo } from '../../../components/layout/brand-logo.js';
import { LoginButton } from '../../../components/ui/login-button.js';

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to={paths.home}>
          <BrandLogo />
        </Link>
        <LoginButton>Sign In</LoginButton>
      </div>
    </header>
  );
}
