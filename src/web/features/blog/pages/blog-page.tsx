// /blog: the posts of the content folder, then further reading on other sites (new tab).
import { use } from 'react';
import { BackLink } from '../../../components/content/back-link.js';
import { ContentHtml } from '../../../components/content/content-html.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import {
  externalPosts,
  loadBody,
  pageByRoute,
  pagesOfTemplate,
} from '../../../lib/content/content-index.js';
import { usePageMeta } from '../../../lib/page-meta.js';
import { paths } from '../../../../contracts/web-routes.js';
import { ExternalPostCard, PostCard } from '../components/post-card.js';

const page = pageByRoute(paths.blog)!;
const posts = pagesOfTemplate('post');

export function BlogPage() {
  usePageMeta(page);
  const body = use(loadBody(page.route));
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={page.backTo} label={page.backLabel} />
      <div className="mt-4">
        <PageHeader title={page.title} />
      </div>
      <ContentHtml html={body.html} className="-mt-2 mb-8" />
      <ul aria-label="Posts" className="grid gap-6 md:grid-cols-2">
        {posts.map((p) => (
          <PostCard key={p.route} post={p} />
        ))}
        {externalPosts.map((p) => (
          <ExternalPostCard key={p.url} post={p} />
        ))}
      </ul>
    </div>
  );
}
