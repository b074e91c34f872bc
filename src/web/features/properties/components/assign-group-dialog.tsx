// Put one or many properties in a group, or in none (issue 29): the group, then the properties
// (those the page's search and filters show), all of them at once with "Select all shown". In a
// workspace too large to list whole (issue 32) the page holds only the cards loaded so far: the
// choice is then all the page's search and filters match (selected by the server, up to
// MAX_BULK_ASSIGN) or properties found by a typed search.
import { useState, type FormEvent } from 'react';
import { ASSIGN_MSG, type AssignGroupBody } from '../../../../contracts/group-assign.js';
import { GROUP_MSG, MAX_BULK_ASSIGN, type Group } from '../../../../contracts/groups.js';
import type { Property } from '../../../../contracts/properties.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Field, selectClass } from '../../../components/ui/form-controls.js';
import { toast } from '../../../components/ui/toast/index.js';
import { plural, PROPERTY_WORD } from '../../../../contracts/plural.js';
import { PropertyCheckList } from '../../../components/property-check-list.js';
import { PropertySearchPicker } from '../../../components/property-search-picker.js';
import type { StatusFilter } from '../../../components/property-filters.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useChangeGroups } from '../api/groups.js';

/** The properties page's search and filters (group: 'all', 'none' or a group's id). */
export type PageSelection = { search: string; status: StatusFilter; group: string };

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  groups: Group[];
  /** the properties to choose from: those the page shows */
  properties: Property[];
  /** a large workspace: the page's selection and how many it matches, not a list */
  large?: { selection: PageSelection; matching: number };
};

export function AssignGroupDialog({ open, onOpenChange, groups, properties, large }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Assign to group"
      description="A property is in one group at most; assigning moves it."
      className="max-w-xl"
    >
      {open && (
        <AssignForm
          groups={groups}
          properties={properties}
          large={large}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

/** The body's `selection`: what GET /api/properties/page is asked with. */
const toSelection = ({ search, status, group }: PageSelection) => ({
  search,
  status,
  groupId: group === 'all' ? undefined : group === 'none' ? ('none' as const) : Number(group),
});

function AssignForm({
  groups,
  properties,
  large,
  onDone,
}: {
  groups: Group[];
  properties: Property[];
  large: Props['large'];
  onDone(): void;
}) {
  const [groupId, setGroupId] = useState(String(groups[0]?.id ?? ''));
  const [chosen, setChosen] = useState<number[]>([]);
  // a large workspace: all the page matches, or the properties chosen by a search
  const [which, setWhich] = useState<'matching' | 'chosen'>('chosen');
  const [error, setError] = useState<string>();
  const change = useChangeGroups();
  const allMatching = large !== undefined && which === 'matching';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (allMatching && large.matching === 0) return setError(ASSIGN_MSG.nothingSelected);
    if (allMatching && large.matching > MAX_BULK_ASSIGN)
      return setError(GROUP_MSG.tooManyProperties);
    if (!allMatching && chosen.length === 0) return setError(GROUP_MSG.propertiesRequired);
    const target = groupId ? Number(groupId) : null;
    const whom: Omit<AssignGroupBody, 'groupId'> = allMatching
      ? { selection: toSelection(large.selection) }
      : { propertyIds: chosen };
    change.mutate(
      { kind: 'assign', groupId: target, ...whom },
      {
        onSuccess: () => {
          const name = groups.find((g) => g.id === target)?.name;
          toast({
            title: name ? `Assigned to ${name}` : 'Removed from their group',
            description: plural(allMatching ? large.matching : chosen.length, PROPERTY_WORD),
            variant: 'success',
          });
          onDone();
        },
        onError: (err) => toastApiError(err, 'Could not assign the properties'),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Assign to group" className="space-y-4">
      <Field id="assign-group" label="Group">
        <select
          id="assign-group"
          data-autofocus
          className={selectClass}
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
        >
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
          <option value="">No group (remove from its group)</option>
        </select>
      </Field>
      <fieldset aria-describedby={error ? 'assign-properties-error' : undefined}>
        <legend className="text-sm font-medium text-slate-700">Properties</legend>
        {large ? (
          <LargeChoice
            large={large}
            which={which}
            onWhich={(w) => {
              setWhich(w);
              setError(undefined);
            }}
            chosen={chosen}
            onChosen={setChosen}
          />
        ) : (
          <ShownChoice properties={properties} chosen={chosen} onChosen={setChosen} />
        )}
        {error && (
          <p id="assign-properties-error" role="alert" className="mt-1 text-sm text-red-600">
            {error}
          </p>
        )}
      </fieldset>
      <DialogActions
        onCancel={onDone}
        pending={change.isPending}
        pendingLabel="Assigning..."
        confirmLabel="Assign"
      />
    </form>
  );
}

/** A workspace listed whole: the properties the page shows, each with a box. */
function ShownChoice({
  properties,
  chosen,
  onChosen,
}: {
  properties: Property[];
  chosen: number[];
  onChosen(ids: number[]): void;
}) {
  const allChosen = properties.length > 0 && chosen.length === properties.length;
  return (
    <>
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          checked={allChosen}
          onChange={(e) => onChosen(e.target.checked ? properties.map((p) => p.id) : [])}
        />
        Select all shown ({properties.length})
      </label>
      <PropertyCheckList
        properties={properties}
        chosen={chosen}
        onChange={onChosen}
        label="Choose properties"
        heightClass="max-h-64"
      />
    </>
  );
}

/**
 * A large workspace: all the page's search and filters match (the server selects them), or the
 * properties found by a typed search. More than MAX_BULK_ASSIGN matching is said before sending.
 */
function LargeChoice({
  large,
  which,
  onWhich,
  chosen,
  onChosen,
}: {
  large: NonNullable<Props['large']>;
  which: 'matching' | 'chosen';
  onWhich(which: 'matching' | 'chosen'): void;
  chosen: number[];
  onChosen(ids: number[]): void;
}) {
  const { selection, matching } = large;
  const filtered =
    selection.search.trim() !== '' || selection.status !== 'all' || selection.group !== 'all';
  const radio = (value: 'matching' | 'chosen', label: string, hint?: string) => (
    <div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="radio"
          name="assign-which"
          value={value}
          className="h-4 w-4 border-slate-300"
          checked={which === value}
          onChange={() => onWhich(value)}
          aria-describedby={hint ? 'assign-matching-hint' : undefined}
        />
        {label}
      </label>
      {hint && (
        <p id="assign-matching-hint" className="ml-6 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <div className="mt-2 space-y-2">
      {radio(
        'matching',
        filtered
          ? `All ${plural(matching, PROPERTY_WORD)} matching the page's search and filters`
          : `All ${plural(matching, PROPERTY_WORD)} in the workspace`,
        matching > MAX_BULK_ASSIGN
          ? `${GROUP_MSG.tooManyProperties}: narrow the search or filters first.`
          : undefined,
      )}
      {radio('chosen', 'Properties I choose')}
      {which === 'chosen' && (
        <PropertySearchPicker chosen={chosen} onChange={onChosen} listLabel="Choose properties" />
      )}
    </div>
  );
}
