// Placeholder until the blog feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function GettingStartedPostPage() {
  return <PageHeader title="Getting Started with Property Monitoring" />;
}
