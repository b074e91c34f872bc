// Placeholder until the support feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function SupportPage() {
  return <PageHeader title="Support" />;
}
