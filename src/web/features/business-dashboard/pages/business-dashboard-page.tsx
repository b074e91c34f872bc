// Placeholder until the business-dashboard feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function BusinessDashboardPage() {
  return <PageHeader title="Business Dashboard" />;
}
