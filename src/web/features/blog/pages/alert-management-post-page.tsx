// Placeholder until the blog feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function AlertManagementPostPage() {
  return <PageHeader title="Alert Management Best Practices" />;
}
