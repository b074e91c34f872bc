// Placeholder until the team feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function TeamPage() {
  return <PageHeader title="Team" />;
}
