import { BookOpen, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.js';
import { paths } from '../../../../contracts/web-routes.js';

/** Spec commercial §2 FAQ: the closing card with Contact Support and View Documentation. */
export function StillHaveQuestions() {
  return (
    <section
      aria-labelledby="still-have-questions"
      className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-8 text-center"
    >
      <h2 id="still-have-questions" className="text-xl font-semibold text-slate-900">
        Still have questions?
      </h2>
      <p className="mt-2 text-slate-700">
        Ask our support assistant, or read the guides for step-by-step help.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.support} className={buttonClass('primary')}>
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          Contact Support
        </Link>
        <Link to={paths.docs} className={buttonClass('outline')}>
          <BookOpen aria-hidden="true" className="h-4 w-4" />
          View Documentation
        </Link>
      </div>
    </section>
  );
}
