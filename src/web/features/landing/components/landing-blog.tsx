// The landing page's blog teasers: the first two posts of the content folder, with read times.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';
import { pagesOfTemplate } from '../../../lib/content/content-index.js';

const posts = pagesOfTemplate('post').slice(0, 2);

export function LandingBlog() {
  return (
    <section aria-labelledby="blog-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="flex items-end justify-between gap-4">
          <h2 id="blog-title" className="text-3xl font-bold text-slate-900">
            From the blog
          </h2>
          <Link
            to={paths.blog}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-700"
          >
            View all posts
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {posts.map((p) => (
            <article
              key={p.route}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              {p.readTime && (
                <p className="text-xs font-medium text-slate-500">{p.readTime} read</p>
              )}
              <h3 className="mt-2 text-xl font-semibold text-slate-900">
                <Link to={p.route} className="hover:text-brand-700">
                  {p.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-slate-600">{p.description}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
