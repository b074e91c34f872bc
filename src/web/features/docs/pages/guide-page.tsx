// A documentation guide (/getting-started, /configuration-guide, ...): one Markdown file each.
import { useLocation } from 'react-router';
import { ContentArticle } from '../../../components/content/content-article.js';
import { pageByRoute } from '../../../lib/content/content-index.js';

export function GuidePage() {
  const { pathname } = useLocation();
  const page = pageByRoute(pathname);
  if (!page) return null;
  return (
    <ContentArticle page={page} byline={page.readTime ? `${page.readTime} read` : undefined} />
  );
}
