// Placeholder until the reports feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function ReportsPage() {
  return <PageHeader title="Reports" />;
}
