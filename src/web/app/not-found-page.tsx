import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { MSG } from '../../contracts/messages.js';
import { paths } from '../../contracts/web-routes.js';
import { buttonClass } from '../components/ui/button.js';
import { Card, CardContent } from '../components/ui/card.js';

/** Any path outside the route tables (spec core §8). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle aria-hidden="true" className="h-8 w-8 text-red-500" />
            <h1 className="text-2xl font-bold text-slate-900">{MSG.pageNotFound}</h1>
          </div>
          <p className="text-sm text-slate-600">The page you are looking for does not exist.</p>
          <Link to={paths.home} className={buttonClass('outline', 'md', 'self-start')}>
            Go to home page
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
