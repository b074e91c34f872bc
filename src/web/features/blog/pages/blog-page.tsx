// Placeholder until the blog feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function BlogPage() {
  return <PageHeader title="Blog" />;
}
