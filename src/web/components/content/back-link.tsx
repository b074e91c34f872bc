import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The link back to a page's parent (Back to Documentation, Back to Blog, Back to Home). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {label}
    </Link>
  );
}
