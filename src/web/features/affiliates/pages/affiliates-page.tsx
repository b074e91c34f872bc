// Placeholder until the affiliates feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function AffiliatesPage() {
  return <PageHeader title="Affiliates" />;
}
