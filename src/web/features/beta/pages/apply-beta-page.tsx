// Placeholder until the beta feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function ApplyBetaPage() {
  return <PageHeader title="Beta Program" />;
}
