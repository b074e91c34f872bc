// Placeholder until the system-overview feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function SystemOverviewPage() {
  return <PageHeader title="System Overview" />;
}
