// Groups (issue 29): every group with its upstream, parent and member count; admins create, edit
// and delete them. A group's upstream is the property its members depend on (a provider's gateway,
// a campus router); a parent group's upstream they depend on too. In a workspace too large to
// list whole (`large`, issue 32) the upstream is found by a typed search and the upstreams are
// named by id, not looked up among the cards the page has loaded.
import { useState, type FormEvent } from 'react';
import { GROUP_MSG, type Group } from '../../../../contracts/groups.js';
import type { Property } from '../../../../contracts/properties.js';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { Field, fieldControl, selectClass } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast/index.js';
import { PropertySearchPicker } from '../../../components/property-search-picker.js';
import { usePropertiesById } from '../../../lib/api/property-search.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { usePolicies, useUsePolicy } from '../../../lib/api/escalation-policies.js';
import { useChangeGroups } from '../api/groups.js';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  groups: Group[];
  /** the whole list, or in a large workspace the cards loaded so far */
  properties: Property[];
  /** more properties than the page reads whole: upstreams are searched for and named by id */
  large?: boolean;
  canManage: boolean;
};

export function GroupsDialog({ open, onOpenChange, groups, properties, large, canManage }: Props) {
  const [editing, setEditing] = useState<Group | null>(null);
  const upstreamIds = groups.flatMap((g) => (g.upstreamPropertyId ? [g.upstreamPropertyId] : []));
  const named = usePropertiesById(large && open ? upstreamIds : []);
  const nameOf = (id: number | null) => {
    if (id === null) return '—';
    const p =
      properties.find((x) => x.id === id) ?? named.data?.properties.find((x) => x.id === id);
    return p?.name ?? `#${id}`;
  };
  const groupName = (id: number | null) => groups.find((g) => g.id === id)?.name ?? '—';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Groups"
      description="A group's members depend on its upstream: while it is offline they show “Unreachable: upstream offline” and send no alert of their own."
      className="max-w-2xl"
    >
      {canManage && (
        <GroupForm
          key={editing?.id ?? 'new'}
          editing={editing}
          groups={groups}
          properties={properties}
          large={large}
          onDone={() => setEditing(null)}
        />
      )}
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Groups</caption>
        <thead className="text-slate-500">
          <tr>
            <th scope="col" className="py-1">
              Name
            </th>
            <th scope="col">Upstream</th>
            <th scope="col">Parent</th>
            <th scope="col">Members</th>
            {canManage && (
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {groups.length === 0 && (
            <tr>
              <td colSpan={5} className="py-2 text-slate-500">
                No groups yet.
              </td>
            </tr>
          )}
          {groups.map((g) => (
            <GroupRow
              key={g.id}
              group={g}
              upstream={nameOf(g.upstreamPropertyId)}
              parent={groupName(g.parentGroupId)}
              canManage={canManage}
              onEdit={() => setEditing(g)}
            />
          ))}
        </tbody>
      </table>
      <div className="flex justify-end pt-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      </div>
    </Modal>
  );
}

function GroupRow({
  group: g,
  upstream,
  parent,
  canManage,
  onEdit,
}: {
  group: Group;
  upstream: string;
  parent: string;
  canManage: boolean;
  onEdit(): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const change = useChangeGroups();
  const remove = () =>
    change.mutate(
      { kind: 'delete', id: g.id },
      {
        onSuccess: () => toast({ title: 'Group deleted', description: g.name, variant: 'success' }),
        onError: (err) => toastApiError(err, 'Could not delete the group'),
      },
    );
  return (
    <tr className="border-t border-slate-100" data-testid="group-row">
      <td className="py-2 font-medium text-slate-900">{g.name}</td>
      <td>{upstream}</td>
      <td>{parent}</td>
      <td>{g.memberCount}</td>
      {canManage && (
        <td className="text-right">
          {confirming ? (
            <span className="inline-flex gap-1">
              <Button size="sm" variant="destructive" onClick={remove} disabled={change.isPending}>
                Delete {g.name}? Members stay
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </span>
          ) : (
            <span className="inline-flex gap-1">
              <Button size="sm" variant="outline" aria-label={`Edit ${g.name}`} onClick={onEdit}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Delete ${g.name}`}
                onClick={() => setConfirming(true)}
              >
                Delete
              </Button>
            </span>
          )}
        </td>
      )}
    </tr>
  );
}

function GroupForm({
  editing,
  groups,
  properties,
  large,
  onDone,
}: {
  editing: Group | null;
  groups: Group[];
  properties: Property[];
  large?: boolean;
  onDone(): void;
}) {
  const [name, setName] = useState(editing?.name ?? '');
  const [upstream, setUpstream] = useState(String(editing?.upstreamPropertyId ?? ''));
  const [parent, setParent] = useState(String(editing?.parentGroupId ?? ''));
  const [error, setError] = useState<string>();
  const change = useChangeGroups();
  const policies = usePolicies().data ?? [];
  const usePolicy = useUsePolicy();
  const ownPolicy = (id: number | undefined) =>
    String(policies.find((p) => id !== undefined && p.groupIds.includes(id))?.id ?? '');
  // undefined until the person picks one: the policies may arrive after the form opens
  const [policy, setPolicy] = useState<string>();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '') return setError(GROUP_MSG.nameRequired);
    setError(undefined);
    const body = {
      name: name.trim(),
      upstreamPropertyId: upstream ? Number(upstream) : null,
      parentGroupId: parent ? Number(parent) : null,
    };
    change.mutate(editing ? { kind: 'update', id: editing.id, body } : { kind: 'create', body }, {
      onSuccess: async (created) => {
        const id = editing?.id ?? created?.id;
        if (id !== undefined && policy !== undefined && policy !== ownPolicy(id)) {
          try {
            await usePolicy.mutateAsync({
              on: 'groups',
              id,
              policyId: policy ? Number(policy) : null,
            });
          } catch (err) {
            toastApiError(err, 'The group was saved, its escalation policy was not');
          }
        }
        toast({
          title: editing ? 'Group saved' : 'Group created',
          description: body.name,
          variant: 'success',
        });
        setPolicy(undefined);
        setName('');
        setUpstream('');
        setParent('');
        onDone();
      },
      onError: (err) => toastApiError(err, 'Could not save the group'),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? `Edit group ${editing.name}` : 'New group'}
      className="space-y-3 rounded-md border border-slate-200 p-3"
    >
      <h3 className="text-sm font-semibold text-slate-900">
        {editing ? `Edit ${editing.name}` : 'New group'}
      </h3>
      <Field id="group-name" label="Group name" error={error}>
        <Input
          {...fieldControl('group-name', error)}
          data-autofocus
          value={name}
          maxLength={100}
          placeholder="e.g., Oak Campus"
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      {large && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Upstream (optional)</legend>
          <PropertySearchPicker
            single
            chosen={upstream ? [Number(upstream)] : []}
            listLabel="Upstream property"
            searchLabel="Find the upstream property"
            onChange={(next) => setUpstream(next[0] === undefined ? '' : String(next[0]))}
          />
          {/* a chosen radio button is not unchosen by the keyboard: this is the way back */}
          {upstream && (
            <Button size="sm" variant="outline" className="mt-2" onClick={() => setUpstream('')}>
              No upstream
            </Button>
          )}
        </fieldset>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {!large && (
          <Field id="group-upstream" label="Upstream (optional)">
            <select
              id="group-upstream"
              className={selectClass}
              value={upstream}
              onChange={(e) => setUpstream(e.target.value)}
            >
              <option value="">No upstream</option>
              {properties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id="group-parent" label="Depends on group (optional)">
          <select
            id="group-parent"
            className={selectClass}
            value={parent}
            onChange={(e) => setParent(e.target.value)}
          >
            <option value="">No parent group</option>
            {groups
              .filter((g) => g.id !== editing?.id)
              .map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
          </select>
        </Field>
      </div>
      {policies.length > 0 && (
        <Field id="group-policy" label="Escalation policy">
          <select
            id="group-policy"
            className={selectClass}
            value={policy ?? ownPolicy(editing?.id)}
            onChange={(e) => setPolicy(e.target.value)}
          >
            <option value="">The workspace's default</option>
            {policies.map((p) => (
              <option key={p.id} value={p.id}>
                {p.isDefault ? `${p.name} (default)` : p.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <div className="flex justify-end gap-2">
        {editing && (
          <Button variant="outline" onClick={onDone}>
            Cancel edit
          </Button>
        )}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : editing ? 'Save group' : 'Create group'}
        </Button>
      </div>
    </form>
  );
}
