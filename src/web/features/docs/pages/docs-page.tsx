// /docs: a card for each guide marked `card: true` in the content folder, then the links to the
// FAQ and the best practices from the page's own Markdown.
import { use } from 'react';
import { BackLink } from '../../../components/content/back-link.js';
import { ContentHtml } from '../../../components/content/content-html.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { loadBody, pageByRoute, pagesOfTemplate } from '../../../lib/content/content-index.js';
import { usePageMeta } from '../../../lib/page-meta.js';
import { paths } from '../../../../contracts/web-routes.js';
import { GuideCard } from '../components/guide-card.js';

const page = pageByRoute(paths.docs)!;
const guides = pagesOfTemplate('guide').filter((g) => g.card);

export function DocsPage() {
  usePageMeta(page);
  const body = use(loadBody(page.route));
  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to={page.backTo} label={page.backLabel} />
      <div className="mt-4">
        <PageHeader title={page.title} subtitle={page.description} />
      </div>
      <ul aria-label="Guides" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {guides.map((g) => (
          <GuideCard key={g.route} guide={g} />
        ))}
      </ul>
      <section className="mt-10 rounded-xl border border-slate-200 bg-white p-6">
        <ContentHtml html={body.html} />
      </section>
    </div>
  );
}
