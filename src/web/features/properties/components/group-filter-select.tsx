// The group filter of the properties page (issue 29): every group, or those in no group.
import type { Group } from '../../../../contracts/groups.js';

/** 'all', 'none' (in no group) or a group's id. */
export type GroupFilter = string;

export function GroupFilterSelect({
  value,
  groups,
  onChange,
}: {
  value: GroupFilter;
  groups: Group[];
  onChange(next: GroupFilter): void;
}) {
  return (
    <select
      aria-label="Group filter"
      className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-brand-600"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="all">All Groups</option>
      {groups.map((g) => (
        <option key={g.id} value={String(g.id)}>
          {g.name}
        </option>
      ))}
      <option value="none">No Group</option>
    </select>
  );
}
