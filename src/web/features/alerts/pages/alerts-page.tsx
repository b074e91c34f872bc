// Placeholder until the alerts feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function AlertsPage() {
  return <PageHeader title="Alerts" />;
}
