// What /properties/:id shows for an id that is malformed, deleted or another workspace's.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';
import { buttonClass } from '../../../components/ui/button.js';

export function PropertyNotFound() {
  return (
    <div className="py-16 text-center" data-testid="property-not-found">
      <h1 className="text-2xl font-bold text-slate-900">Property not found</h1>
      <p className="mt-2 text-slate-500">
        It may have been deleted, or it belongs to another workspace.
      </p>
      <Link to={paths.properties} className={buttonClass('outline', 'md', 'mt-6')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Properties
      </Link>
    </div>
  );
}
