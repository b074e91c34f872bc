// Put one or many properties in a group, or in none (issue 29): the group, then the properties
// (those the page's search and filters show), all of them at once with "Select all shown".
import { useState, type FormEvent } from 'react';
import { GROUP_MSG, type Group } from '../../../../contracts/groups.js';
import type { Property } from '../../../../contracts/properties.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { DialogActions } from '../../../components/ui/dialog-actions.js';
import { Field, selectClass } from '../../../components/ui/form-controls.js';
import { toast } from '../../../components/ui/toast/index.js';
import { plural, PROPERTY_WORD } from '../../../../contracts/plural.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useChangeGroups } from '../api/groups.js';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  groups: Group[];
  /** the properties to choose from: those the page shows */
  properties: Property[];
};

export function AssignGroupDialog({ open, onOpenChange, groups, properties }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Assign to group"
      description="A property is in one group at most; assigning moves it."
      className="max-w-xl"
    >
      {open && (
        <AssignForm groups={groups} properties={properties} onDone={() => onOpenChange(false)} />
      )}
    </Modal>
  );
}

function AssignForm({
  groups,
  properties,
  onDone,
}: {
  groups: Group[];
  properties: Property[];
  onDone(): void;
}) {
  const [groupId, setGroupId] = useState(String(groups[0]?.id ?? ''));
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const change = useChangeGroups();
  const allChosen = properties.length > 0 && chosen.length === properties.length;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) return setError(GROUP_MSG.propertiesRequired);
    const target = groupId ? Number(groupId) : null;
    change.mutate(
      { kind: 'assign', groupId: target, propertyIds: chosen },
      {
        onSuccess: () => {
          const name = groups.find((g) => g.id === target)?.name;
          toast({
            title: name ? `Assigned to ${name}` : 'Removed from their group',
            description: plural(chosen.length, PROPERTY_WORD),
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
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={allChosen}
            onChange={(e) => setChosen(e.target.checked ? properties.map((p) => p.id) : [])}
          />
          Select all shown ({properties.length})
        </label>
        <ul
          aria-label="Choose properties"
          className="mt-2 max-h-64 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2"
        >
          {properties.map((p) => (
            <li key={p.id}>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-300"
                  checked={chosen.includes(p.id)}
                  onChange={(e) =>
                    setChosen(
                      e.target.checked ? [...chosen, p.id] : chosen.filter((id) => id !== p.id),
                    )
                  }
                />
                {p.name}
                <span className="text-slate-500">{p.address}</span>
              </label>
            </li>
          ))}
        </ul>
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
