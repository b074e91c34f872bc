// Settings (/settings, spec commercial §2): profile, personal switches and alert preferences, the
// SMS phone, the password (Security), monitoring configuration, report delivery, webhooks, the notification log and the
// Danger Zone. Everyone edits their own profile, switches and phone; only workspace admins the
// rest (DESIGN §1; the server enforces it).
import { PageHeader } from '../../../components/layout/page-header.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { messageOf } from '../../../lib/api-error.js';
import { useSettings } from '../../../lib/api/get-settings.js';
import { DangerZoneSection } from '../components/danger-zone-section.js';
import { MonitoringSection } from '../components/monitoring-section.js';
import { NotificationLogSection } from '../components/notification-log-section.js';
import { NotificationsSection } from '../components/notifications-section.js';
import { PhoneSection } from '../components/phone-section.js';
import { PushSection } from '../components/push-section.js';
import { ProfileSection } from '../components/profile-section.js';
import { ReportDeliverySection } from '../components/report-delivery-section.js';
import { WebhooksSection } from '../components/webhooks-section.js';
import { ApiKeysSection } from '../components/api-keys-section.js';
import { SessionsSection } from '../components/sessions-section.js';
import { SecuritySection } from '../components/security-section.js';
import { EscalationSection } from '../components/escalation-section.js';
import { QuietHoursSection } from '../components/quiet-hours-section.js';

export function SettingsPage() {
  const { data: settings, isLoading, error } = useSettings();
  const canSeeLog = useCan('viewNotificationLog');
  const canManageWebhooks = useCan('manageWebhooks');
  const canManageSettings = useCan('manageSettings');
  const canManageApiKeys = useCan('manageApiKeys');

  const header = (
    <PageHeader title="Settings" subtitle="Manage your account and how monitoring works." />
  );
  if (isLoading) {
    return (
      <>
        {header}
        <PageSpinner />
      </>
    );
  }
  if (!settings) {
    return (
      <>
        {header}
        <p role="alert" className="text-red-600">
          Could not load settings{error ? `: ${messageOf(error)}` : ''}.
        </p>
      </>
    );
  }

  return (
    <>
      {header}
      <div className="space-y-6">
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
          <ProfileSection profile={settings.profile} mail={settings.mail} />
          <NotificationsSection
            personal={settings.personal}
            alerts={settings.alerts}
            emailVerified={settings.profile.emailVerified}
          />
        </div>
        <PhoneSection alerts={settings.alerts} />
        <PushSection />
        <QuietHoursSection />
        <SecuritySection profile={settings.profile} />
        <SessionsSection />
        <MonitoringSection settings={settings} />
        <ReportDeliverySection settings={settings} />
        {canManageWebhooks && <WebhooksSection />}
        <EscalationSection />
        {canManageApiKeys && <ApiKeysSection />}
        {canSeeLog && <NotificationLogSection />}
        {canManageSettings && <DangerZoneSection workspaceName={settings.workspace.name} />}
      </div>
    </>
  );
}
