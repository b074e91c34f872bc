import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../contracts/web-routes.js';
import { buttonClass } from '../ui/button.js';
import { Card, CardContent } from '../ui/card.js';

/** A signed-in page the caller's role may not open (spec commercial §6, §8). */
export function AccessDenied() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md" data-testid="access-denied">
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex items-center gap-2">
            <ShieldAlert aria-hidden="true" className="h-8 w-8 text-red-600" />
            <h1 className="text-2xl font-bold text-slate-900">Access Denied</h1>
          </div>
          <p className="text-sm text-slate-600">
            You need admin access to view this page. Ask the site administrator if you think you
            should have it.
          </p>
          <Link to={paths.home} className={buttonClass('outline', 'md', 'self-start')}>
            Go to the dashboard
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
