import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ContentPageMeta, ExternalPostMeta } from '../../../../contracts/content.js';
import { postByline } from '../lib/post-byline.js';

const cardClass =
  'relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md';
const linkClass = 'after:absolute after:inset-0 hover:text-brand-700';

/** A post of this site: opens in the app. */
export function PostCard({ post }: { post: ContentPageMeta }) {
  return (
    <li className={cardClass}>
      <p className="text-xs font-medium text-slate-600">{postByline(post)}</p>
      <h2 className="mt-2 text-xl font-semibold text-slate-900">
        <Link to={post.route} className={linkClass}>
          {post.title}
        </Link>
      </h2>
      <p className="mt-2 text-sm text-slate-600">{post.description}</p>
    </li>
  );
}

/** Further reading on another site: opens in a new tab. */
export function ExternalPostCard({ post }: { post: ExternalPostMeta }) {
  return (
    <li className={cardClass}>
      <p className="text-xs font-medium text-slate-600">
        {[post.source, post.readTime && `${post.readTime} read`].filter(Boolean).join(' · ')}
      </p>
      <h2 className="mt-2 text-xl font-semibold text-slate-900">
        <a href={post.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {post.title}
          <ArrowUpRight aria-hidden="true" className="ml-1 inline h-4 w-4 align-baseline" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </h2>
      <p className="mt-2 text-sm text-slate-600">{post.description}</p>
    </li>
  );
}
