// Placeholder until the affiliates feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function AffiliateDashboardPage() {
  return <PageHeader title="Affiliate Program" />;
}
