// Placeholder until the properties feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function PropertiesPage() {
  return <PageHeader title="Properties" />;
}
