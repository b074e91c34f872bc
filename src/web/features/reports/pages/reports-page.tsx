// Reports (spec core §2): the workspace's figures, report downloads and Recent Activity; live
// events keep the cards and the activity list current.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { LiveEvent } from '../../../../contracts/monitoring.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { useLiveEvents } from '../../../lib/api/live-events.js';
import { activityQueryKey } from '../api/get-activity.js';
import { RecentActivity } from '../components/recent-activity.js';
import { ReportDownloads } from '../components/report-downloads.js';
import { ReportStatCards } from '../components/report-stat-cards.js';

/** A burst of status changes (an area-wide outage) re-loads the activity list once. */
const ACTIVITY_COALESCE_MS = 500;

function useLiveActivity(): void {
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onEvent = useCallback(
    (e: LiveEvent) => {
      if (e.type === 'checks' || timer.current) return; // routine checks add no activity
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void qc.invalidateQueries({ queryKey: activityQueryKey });
      }, ACTIVITY_COALESCE_MS);
    },
    [qc],
  );
  useLiveEvents(onEvent);
}

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
