// Properties (spec core §2): plan usage, search + status filter, export, the visitor's IP, a card
// grid with check / edit / delete, the Add/Edit modal and the delete confirmation. A workspace of
// more than WHOLE_LIST_MAX properties never reads the whole list (issue 32): its cards are pages
// of GET /api/properties/page (search, status and group asked of the server, "Show more" the next
// offset) and its export is the server's stream; the usage summary reads only the plan's limits.
import { wordFor } from '../../../../contracts/plural.js';
import { FolderTree, Plus } from 'lucide-react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { propertyPage, type Property } from '../../../../contracts/properties.js';
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
import { fetchJson } from '../../../lib/api/fetch-json.js';
import { propertiesQueryKey, propertiesQueryOptions } from '../../../lib/api/get-properties.js';
import { searchExportUrl, searchUrl, useLargeWorkspace } from '../../../lib/api/property-search.js';
import { downloadFromUrl } from '../../../lib/download.js';
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
  // more than WHOLE_LIST_MAX properties: pages from the server; else the whole list, as before
  const large = useLargeWorkspace();
  const properties = useQuery({ ...propertiesQueryOptions(), enabled: large === false });
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

  // a large workspace: each batch of cards is a page of the server's selection
  const selection = { search: deferredSearch, status, group };
  const cards = useInfiniteQuery({
    queryKey: [...propertiesQueryKey, 'cards', selection] as const,
    queryFn: ({ pageParam, signal }) =>
      fetchJson(
        searchUrl({ ...selection, offset: pageParam, limit: CARDS_PER_BATCH }),
        propertyPage,
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.limit < last.total ? last.offset + last.limit : undefined,
    placeholderData: keepPreviousData,
    enabled: large === true,
  });
  const paged = useMemo(() => {
    const seen = new Set<number>();
    // a property moved between pages while they were read is shown once
    return (cards.data?.pages ?? [])
      .flatMap((p) => p.properties)
      .filter((p) => !seen.has(p.id) && seen.add(p.id));
  }, [cards.data]);

  const visible = large ? paged : filtered.slice(0, shownCount);
  const matching = large ? (cards.data?.pages[0]?.total ?? 0) : filtered.length;
  const isLoading = large === undefined || (large ? cards.isPending : properties.isLoading);
  const isError = large ? cards.isError : properties.isError;
  const showMore = () =>
    large
      ? void cards.fetchNextPage()
      : setShownFor({ key: filterKey, count: shownCount + CARDS_PER_BATCH });

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
        <ExportButton
          count={matching}
          onExport={() =>
            large ? downloadFromUrl(searchExportUrl(selection)) : exportPropertiesCsv(filtered)
          }
        />
        <MyIpBox />
      </div>

      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <Card className="p-8 text-center text-sm text-slate-600">
          Could not load properties.{' '}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void (large ? cards.refetch() : properties.refetch())}
          >
            Try again
          </Button>
        </Card>
      ) : matching === 0 ? (
        <Card className="p-10 text-center text-slate-500" data-testid="properties-empty">
          {all && all.length === 0 ? EMPTY_TEXT.none : EMPTY_TEXT.noMatch}
        </Card>
      ) : (
        <>
          <p
            className="text-sm text-slate-500"
            aria-live="polite"
            aria-busy={large && cards.isPlaceholderData ? true : undefined}
          >
            Showing {visible.length} of {matching}{' '}
            {wordFor(matching, { one: 'property', other: 'properties' })}
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
          {visible.length < matching && (large ? cards.hasNextPage : true) && (
            <div className="flex justify-center">
              <Button variant="outline" disabled={cards.isFetchingNextPage} onClick={showMore}>
                Show more ({matching - visible.length} more)
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
        // a large workspace: the cards shown, the upstream found by a search
        properties={large ? paged : (all ?? [])}
        large={large}
        canManage={canManageGroups}
      />
      <AssignGroupDialog
        open={assignOpen}
        onOpenChange={setAssignOpen}
        groups={groupList}
        properties={large ? paged : filtered}
        // a large workspace: all the page matches is chosen by the server, not from the cards
        large={
          large ? { selection: { search: deferredSearch, status, group }, matching } : undefined
        }
      />
      <DeletePropertyDialog
        property={deleting}
        onClose={() => setDeleting(null)}
        onDelete={deleteProperty}
      />
    </div>
  );
}
