// Placeholder until the beta feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function BetaTestersPage() {
  return <PageHeader title="Beta Testers" />;
}
