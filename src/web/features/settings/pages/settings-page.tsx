// Placeholder until the settings feature lands: a titled page.
import { PageHeader } from '../../../components/layout/page-header.js';

export function SettingsPage() {
  return <PageHeader title="Settings" />;
}
