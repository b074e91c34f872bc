import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.js';
import { isVisitorPath } from '../../lib/content/visitor-paths.js';
import { navigateToLogin } from '../../lib/navigate-to-login.js';

/**
 * A link to a page of the app; for a signed-out visitor a signed-in page means signing in, then
 * that page.
 */
export function InAppLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const onClick = (e: MouseEvent) => {
    if (user || isVisitorPath(to)) return;
    e.preventDefault();
    navigateToLogin(to);
  };
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
