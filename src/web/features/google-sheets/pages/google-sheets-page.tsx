// Placeholder until the google-sheets feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function GoogleSheetsPage() {
  return <PageHeader title="Bulk Upload" />;
}
