// Reports (spec core §2): the workspace's figures, report downloads and Recent Activity; live
// events keep the cards and the activity list current.
import { PageHeader } from '../../../components/layout/page-header.js';
import { RecentActivity } from '../../../components/recent-activity.js';
import { useLiveActivity } from '../../../lib/api/get-activity.js';
import { ReportDownloads } from '../components/report-downloads.js';
import { ReportStatCards } from '../components/report-stat-cards.js';

export function ReportsPage() {
  useLiveActivity();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Reports"
        subtitle="Download uptime and performance reports for your properties"
      />
      <ReportStatCards />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <ReportDownloads className="lg:col-span-2" />
        <RecentActivity />
      </div>
    </div>
  );
}
