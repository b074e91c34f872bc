// Placeholder until the docs feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function SecurityGuidePage() {
  return <PageHeader title="Security Guide" />;
}
