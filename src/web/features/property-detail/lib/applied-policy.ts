// Which escalation policy a property's incidents follow (decision 034, as resolve-policy.ts on the
// server): its own, else its group's, else the workspace's default, else none. Read from the
// policies list, which names the properties and groups using each policy.
import type { EscalationPolicy } from '../../../../contracts/escalation.js';
import type { Group } from '../../../../contracts/groups.js';

export type AppliedPolicy = {
  /** the property's own choice (null: it follows its group or the default) */
  own: EscalationPolicy | null;
  /** what an escalation follows when the property has no own policy */
  fallback: { policy: EscalationPolicy; from: 'group' | 'default' } | null;
  /** the property's group, when it has one */
  group: Group | null;
  /** what applies now, in words */
  summary: string;
};

export function appliedPolicy(
  propertyId: number,
  groupId: number | null,
  policies: EscalationPolicy[],
  groups: Group[],
): AppliedPolicy {
  const own = policies.find((p) => p.propertyIds.includes(propertyId)) ?? null;
  const group = groups.find((g) => g.id === groupId) ?? null;
  const groupPolicy = group ? policies.find((p) => p.groupIds.includes(group.id)) : undefined;
  const defaultPolicy = policies.find((p) => p.isDefault);
  const fallback = groupPolicy
    ? { policy: groupPolicy, from: 'group' as const }
    : defaultPolicy
      ? { policy: defaultPolicy, from: 'default' as const }
      : null;
  const summary = own
    ? `Applies now: ${own.name}, this property's own policy.`
    : fallback?.from === 'group'
      ? `Applies now: ${fallback.policy.name}, the policy of its group ${group!.name}.`
      : fallback
        ? `Applies now: ${fallback.policy.name}, the workspace's default.`
        : 'Applies now: none. The workspace has no default policy, so this property does not escalate.';
  return { own, fallback, group, summary };
}

/** The select's first option: no own policy, so the group's or the workspace's default. */
export function followLabel(a: AppliedPolicy): string {
  if (a.fallback?.from === 'group') return `Group's policy (${a.fallback.policy.name})`;
  if (a.fallback) return `Workspace default (${a.fallback.policy.name})`;
  return 'Workspace default (none)';
}
