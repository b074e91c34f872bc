import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';

const posts = [
  {
    to: paths.blogGettingStarted,
    title: 'Getting Started with Property Monitoring',
    excerpt: 'Add your first property, choose how it is checked and set up your alerts.',
    readTime: '5 min',
  },
  {
    to: paths.blogAlertManagement,
    title: 'Alert Management Best Practices',
    excerpt:
      'Get told about real outages, not blips: confirmations, recoveries and who hears what.',
    readTime: '7 min',
  },
];

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
              key={p.to}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <p className="text-xs font-medium text-slate-500">{p.readTime} read</p>
              <h3 className="mt-2 text-xl font-semibold text-slate-900">
                <Link to={p.to} className="hover:text-brand-700">
                  {p.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-slate-600">{p.excerpt}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
