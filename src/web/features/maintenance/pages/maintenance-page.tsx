// Maintenance (issue 27): planned windows in three groups (in progress, upcoming, past); admins
// and staff schedule, edit, end early and cancel them, viewers read. Times on the workspace's
// clock, its zone named.
import { Plus, Wrench } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { MaintenanceWindow } from '../../../../contracts/maintenance-windows.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useQuery } from '@tanstack/react-query';
import { propertiesQueryOptions } from '../../../lib/api/get-properties.js';
import { useLargeWorkspace, usePropertiesById } from '../../../lib/api/property-search.js';
import { useSettings } from '../../../lib/api/get-settings.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useChangeMaintenance, useMaintenanceWindows } from '../api/maintenance-windows.js';
import { WindowCard } from '../components/window-card.js';
import { WindowDialog } from '../components/window-dialog.js';

type Pending = { kind: 'end' | 'cancel'; window: MaintenanceWindow } | null;

const GROUPS = [
  { title: 'In progress', states: ['ongoing'] },
  { title: 'Upcoming', states: ['scheduled'] },
  { title: 'Past', states: ['ended', 'cancelled'] },
] as const;

export function MaintenancePage() {
  const canManage = useCan('manageMaintenance');
  const windows = useMaintenanceWindows();
  const settings = useSettings();
  // a workspace too large to list whole: names by id, the form's choice by a search (issue 32)
  const large = useLargeWorkspace();
  const properties = useQuery({ ...propertiesQueryOptions(), enabled: large === false });
  const windowIds = useMemo(
    () => [...new Set((windows.data ?? []).flatMap((w) => w.propertyIds))].sort((a, b) => a - b),
    [windows.data],
  );
  const named = usePropertiesById(large === true ? windowIds : []);
  const change = useChangeMaintenance();
  const [dialog, setDialog] = useState<{ open: boolean; editing: MaintenanceWindow | null }>({
    open: false,
    editing: null,
  });
  const [pending, setPending] = useState<Pending>(null);
  const timeZone = settings.data?.workspace.timezone ?? 'UTC';
  const list = useMemo(() => properties.data ?? [], [properties.data]);
  const namedList = named.data?.properties ?? [];
  const names = new Map((large ? namedList : list).map((p) => [p.id, p.name]));

  const confirm = async () => {
    if (!pending) return;
    const { kind, window: w } = pending;
    try {
      await change.mutateAsync({ kind, id: w.id });
      toast({
        title: kind === 'end' ? 'Maintenance ended' : 'Maintenance cancelled',
        description: w.title,
        variant: 'success',
      });
    } catch (err) {
      toastApiError(err, 'Could not change the maintenance window');
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Maintenance"
        subtitle={`Planned work: checks go on, no alerts are sent and the time is left out of uptime. Times in ${timeZone}.`}
        actions={
          canManage && (
            <Button onClick={() => setDialog({ open: true, editing: null })}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              Schedule maintenance
            </Button>
          )
        }
      />
      {windows.isLoading ? (
        <PageSpinner />
      ) : windows.isError ? (
        <p className="py-16 text-center text-sm text-red-600">Failed to load maintenance windows</p>
      ) : (windows.data ?? []).length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-16 text-slate-500">
          <Wrench aria-hidden="true" className="h-8 w-8" />
          <p>No maintenance scheduled</p>
        </Card>
      ) : (
        GROUPS.map((g) => {
          const inGroup = (windows.data ?? []).filter((w) =>
            (g.states as readonly string[]).includes(w.state),
          );
          return (
            <section key={g.title} aria-label={g.title} className="space-y-3">
              <h2 className="text-lg font-semibold text-slate-900">
                {g.title}{' '}
                <span className="text-sm font-normal text-slate-500">({inGroup.length})</span>
              </h2>
              {inGroup.length === 0 ? (
                <p className="text-sm text-slate-500">None</p>
              ) : (
                <ul className="space-y-3">
                  {inGroup.map((w) => (
                    <li key={w.id}>
                      <WindowCard
                        window={w}
                        propertyNames={names}
                        canManage={canManage}
                        onEdit={(editing) => setDialog({ open: true, editing })}
                        onEnd={(x) => setPending({ kind: 'end', window: x })}
                        onCancel={(x) => setPending({ kind: 'cancel', window: x })}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
      <WindowDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        timeZone={timeZone}
        properties={list}
        paged={large === true}
        editing={dialog.editing}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.kind === 'end' ? 'End maintenance now?' : 'Cancel maintenance?'}
        description={
          pending?.kind === 'end'
            ? `"${pending.window.title}" ends now. A property still down is alerted at once.`
            : `"${pending?.window.title ?? ''}" is cancelled: what has not started is dropped, one in progress ends now.`
        }
        confirmLabel={pending?.kind === 'end' ? 'End now' : 'Cancel maintenance'}
        cancelLabel="Keep it"
        destructive={pending?.kind === 'cancel'}
        onConfirm={confirm}
      />
    </div>
  );
}
