// How a team member is named and filtered on the Team page.
import { wordFor } from '../../../../contracts/plural.js';
import type { TeamMember } from '../../../../contracts/team.js';
import { displayName } from '../../../lib/user-display.js';

export const memberName = (m: TeamMember) => displayName(m);

/** Case-insensitive match on the full name and the e-mail (the page's member search). */
export function filterMembers(members: TeamMember[], query: string): TeamMember[] {
  const q = query.trim().toLowerCase();
  if (!q) return members;
  return members.filter((m) =>
    [memberName(m), m.email ?? ''].some((s) => s.toLowerCase().includes(q)),
  );
}

/** "1 member", "3 members", "2 of 3 members" while searching. */
export function memberCountText(shown: number, total: number): string {
  const noun = wordFor(total, { one: 'member', other: 'members' });
  return shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun}`;
}
