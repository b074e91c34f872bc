// Placeholder until the dashboard feature lands (spec core §2, Dashboard).
import { PageHeader } from '../../../components/layout/page-header.js';

export function DashboardPage() {
  return <PageHeader title="Dashboard" subtitle="Monitor your property network connectivity" />;
}
