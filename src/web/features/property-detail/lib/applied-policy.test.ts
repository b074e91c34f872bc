import { describe, expect, it } from 'vitest';
import type { EscalationPolicy } from '../../../../contracts/escalation.js';
import type { Group } from '../../../../contracts/groups.js';
import { appliedPolicy, followLabel } from './applied-policy.js';

const policy = (
  id: number,
  name: string,
  extra: Partial<EscalationPolicy> = {},
): EscalationPolicy => ({
  id,
  name,
  isDefault: false,
  repeatLast: 0,
  steps: [],
  propertyIds: [],
  groupIds: [],
  updatedAt: '2026-11-27T00:00:00.000Z',
  ...extra,
});
const oak = { id: 7, name: 'Oak Campus' } as Group;

describe('appliedPolicy: own, else the group’s, else the default, else none', () => {
  const night = policy(1, 'Night shift', { isDefault: true });
  const campus = policy(2, 'Campus on-call', { groupIds: [7] });
  const vip = policy(3, 'VIP', { propertyIds: [42] });

  it('the property’s own policy wins over its group’s and the default', () => {
    const a = appliedPolicy(42, 7, [night, campus, vip], [oak]);
    expect(a.own?.name).toBe('VIP');
    expect(a.summary).toBe("Applies now: VIP, this property's own policy.");
    expect(followLabel(a)).toBe("Group's policy (Campus on-call)");
  });

  it('without its own, the group’s policy applies', () => {
    const a = appliedPolicy(43, 7, [night, campus, vip], [oak]);
    expect(a.own).toBeNull();
    expect(a.summary).toBe('Applies now: Campus on-call, the policy of its group Oak Campus.');
  });

  it('without a group policy, the workspace default applies', () => {
    const a = appliedPolicy(43, null, [night, campus], [oak]);
    expect(a.summary).toBe("Applies now: Night shift, the workspace's default.");
    expect(followLabel(a)).toBe('Workspace default (Night shift)');
  });

  it('without any, nothing escalates', () => {
    const a = appliedPolicy(43, 7, [policy(4, 'Spare')], [oak]);
    expect(a.summary).toBe(
      'Applies now: none. The workspace has no default policy, so this property does not escalate.',
    );
    expect(followLabel(a)).toBe('Workspace default (none)');
  });
});
