// A guide or a blog post: back link, title, description, its sections' contents, the body.
import { use } from 'react';
import type { ContentPageMeta } from '../../../contracts/content.js';
import { loadBody } from '../../lib/content/content-index.js';
import { usePageMeta } from '../../lib/page-meta.js';
import { BackLink } from './back-link.js';
import { ContentHtml, useScrollToHash } from './content-html.js';
import { TableOfContents } from './table-of-contents.js';

export function ContentArticle({ page, byline }: { page: ContentPageMeta; byline?: string }) {
  usePageMeta(page);
  const body = use(loadBody(page.route));
  useScrollToHash(true);
  return (
    <article className="mx-auto max-w-3xl">
      <BackLink to={page.backTo} label={page.backLabel} />
      <header className="mt-4 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{page.title}</h1>
        <p className="mt-2 text-lg text-slate-600">{page.description}</p>
        {byline && <p className="mt-3 text-sm text-slate-600">{byline}</p>}
      </header>
      {body.toc.length > 2 && <TableOfContents entries={body.toc.filter((t) => t.depth === 2)} />}
      <ContentHtml html={body.html} className="mt-6" />
    </article>
  );
}
