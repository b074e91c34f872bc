// Properties (spec core §2): plan usage, search + status filter, export, the visitor's IP, a card
// grid with check / edit / delete, the Add/Edit modal and the delete confirmation.
import { wordFor } from '../../../../contracts/plural.js';
import { FolderTree, Plus } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Property } from '../../../../contracts/properties.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import {
  useCheckAction,
  useDeleteAction,
} from '../../../components/property-form/property-actions.js';
import { PropertyFormDialog } from '../../../components/property-form/property-form-dialog.js';
import {
  LIMIT_REACHED_TITLE,
  limitReachedDescription,
} from '../../../components/property-form/property-form-values.js';
import { Button } from '../../../components/ui/button.js';
import {
  ExportButton,
  PropertySearchInput,
  StatusFilterSelect,
} from '../../../components/property-filters.js';
import { Card } from '../../../components/ui/card.js';
import { DeletePropertyDialog } from '../../../components/property-form/delete-property-dialog.js';
import { PageSpinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/toast-store.js';
import { useLiveEvents } from '../../../lib/api/live-events.js';
import { useProperties } from '../../../lib/api/get-properties.js';
import { usePropertyLimits } from '../../../lib/api/get-property-limits.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { useGroups } from '../api/groups.js';
import { AssignGroupDialog } from '../components/assign-group-dialog.js';
import { GroupFilterSelect } from '../components/group-filter-select.js';
import { GroupsDialog } from '../components/groups-dialog.js';
import { MyIpBox } from '../components/my-ip-box.js';
import { PropertyCard } from '../components/property-card.js';
import { UsageSummary } from '../components/usage-summary.js';
import {
  CARDS_PER_BATCH,
  EMPTY_TEXT,
  exportPropertiesCsv,
  filterByGroup,
  filterProperties,
  isAtLimit,
  type StatusFilter,
} from '../lib/property-list.js';

type FormState = { open: boolean; property: Property | null };

export function PropertiesPage() {
  const properties = useProperties();
  const limits = usePropertyLimits();
  useLiveEvents();

  const canCheck = useCan('runChecks');
  const canEdit = useCan('editProperties');
  const canDelete = useCan('deleteProperties');
  const canManageGroups = useCan('manageGroups');
  const groups = useGroups();
  const groupList = groups.data ?? [];

  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [group, setGroup] = useState('all');
  const [groupsOpen, setGroupsOpen] = useState(false);
  const [assignOpen, setAssignOpen] = useState(false);
  const deferredSearch = useDeferredValue(search);
  const [shownFor, setShownFor] = useState({ key: '', count: CARDS_PER_BATCH });
  const [form, setForm] = useState<FormState>({ open: false, property: null });
  const [deleting, setDeleting] = useState<Property | null>(null);

  const check = useCheckAction();
  const deleteProperty = useDeleteAction();

  const all = properties.data;
  const filtered = useMemo(
    () => (all ? filterProperties(filterByGroup(all, group), deferredSearch, status) : []),
    [all, deferredSearch, status, group],
  );
  // A new search or filter starts again from the first batch of cards.
  const filterKey = `${deferredSearch}\u0000${status}\u0000${group}`;
  const shownCount = shownFor.key === filterKey ? shownFor.count : CARDS_PER_BATCH;
  const visible = filtered.slice(0, shownCount);

  const openAdd = () => {
    if (limits.data && isAtLimit(limits.data)) {
      toast({
        title: LIMIT_REACHED_TITLE,
        description: limitReachedDescription(limits.data.plan, limits.data.limit, 'open'),
        variant: 'destructive',
        action: { label: 'Upgrade Now', href: '/billing' },
      });
      return;
    }
    setForm({ open: true, property: null });
  };
  const onEdit = useCallback((p: Property) => setForm({ open: true, property: p }), []);
  const onDelete = useCallback((p: Property) => setDeleting(p), []);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Properties"
        subtitle="Manage the properties whose connections you monitor"
        actions={
          <>
            <Button variant="outline" onClick={() => setGroupsOpen(true)}>
              <FolderTree className="h-4 w-4" aria-hidden="true" />
              Groups
            </Button>
            {canEdit && groupList.length > 0 && (
              <Button variant="outline" onClick={() => setAssignOpen(true)}>
                Assign to group
              </Button>
            )}
            {canEdit && (
              <Button onClick={openAdd}>
                <Plus className="h-4 w-4" aria-hidden="true" />
                Add Property
              </Button>
            )}
          </>
        }
      />

      <UsageSummary limits={limits.data} />

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <PropertySearchInput value={search} onChange={setSearch} className="flex-1" />
        <StatusFilterSelect value={status} onChange={setStatus} />
        <GroupFilterSelect value={group} groups={groupList} onChange={setGroup} />
        <ExportButton count={filtered.length} onExport={() => exportPropertiesCsv(filtered)} />
        <MyIpBox />
      </div>

      {properties.isLoading ? (
        <PageSpinner />
      ) : properties.isError ? (
        <Card className="p-8 text-center text-sm text-slate-600">
          Could not load properties.{' '}
          <Button variant="ghost" size="sm" onClick={() => void properties.refetch()}>
            Try again
          </Button>
        </Card>
      ) : filtered.length === 0 ? (
        <Card className="p-10 text-center text-slate-500" data-testid="properties-empty">
          {all && all.length === 0 ? EMPTY_TEXT.none : EMPTY_TEXT.noMatch}
        </Card>
      ) : (
        <>
          <p className="text-sm text-slate-500" aria-live="polite">
            Showing {visible.length} of {filtered.length}{' '}
            {wordFor(filtered.length, { one: 'property', other: 'properties' })}
          </p>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {visible.map((p) => (
              <PropertyCard
                key={p.id}
                property={p}
                groupName={groupList.find((g) => g.id === p.groupId)?.name}
                canCheck={canCheck}
                canEdit={canEdit}
                canDelete={canDelete}
                checking={check.pendingId === p.id}
                onCheck={check.run}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </div>
          {visible.length < filtered.length && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => setShownFor({ key: filterKey, count: shownCount + CARDS_PER_BATCH })}
              >
                Show more ({filtered.length - visible.length} more)
              </Button>
            </div>
          )}
        </>
      )}

      <PropertyFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        property={form.property}
      />
      <GroupsDialog
        open={groupsOpen}
        onOpenChange={setGroupsOpen}
        groups={groupList}
        properties={all ?? []}
        canManage={canManageGroups}
      />
      <AssignGroupDialog
        open={assignOpen}
        onOpenChange={setAssignOpen}
        groups={groupList}
        properties={filtered}
      />
      <DeletePropertyDialog
        property={deleting}
        onClose={() => setDeleting(null)}
        onDelete={deleteProperty}
      />
    </div>
  );
}
