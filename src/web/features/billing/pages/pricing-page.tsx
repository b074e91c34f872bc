// Placeholder until the billing feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function PricingPage() {
  return <PageHeader title="Pricing" />;
}
