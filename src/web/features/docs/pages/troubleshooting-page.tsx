// Placeholder until the docs feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function TroubleshootingPage() {
  return <PageHeader title="Troubleshooting" />;
}
