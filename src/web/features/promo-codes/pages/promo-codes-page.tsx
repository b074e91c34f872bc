// Placeholder until the promo-codes feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function PromoCodesPage() {
  return <PageHeader title="Promo Codes" />;
}
