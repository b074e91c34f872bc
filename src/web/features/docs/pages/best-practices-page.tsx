// Placeholder until the docs feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function BestPracticesPage() {
  return <PageHeader title="Industry Best Practices" />;
}
