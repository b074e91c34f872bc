// Placeholder until the faq feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function FaqPage() {
  return <PageHeader title="FAQ" />;
}
