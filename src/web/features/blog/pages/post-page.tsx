// A blog post (/blog/getting-started, /blog/alert-management, ...): one Markdown file each.
import { useLocation } from 'react-router';
import { ContentArticle } from '../../../components/content/content-article.js';
import { pageByRoute } from '../../../lib/content/content-index.js';
import { postByline } from '../lib/post-byline.js';

export function PostPage() {
  const { pathname } = useLocation();
  const page = pageByRoute(pathname);
  if (!page) return null;
  return <ContentArticle page={page} byline={postByline(page)} />;
}
