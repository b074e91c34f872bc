import { describe, expect, it } from 'vitest';
import type { TeamMember } from '../../../../contracts/team.js';
import { filterMembers, memberCountText, memberName } from './member-display.js';

const m = (over: Partial<TeamMember>): TeamMember => ({
  id: 'x',
  firstName: null,
  lastName: null,
  email: null,
  role: 'viewer',
  profileImageUrl: null,
  isYou: false,
  ...over,
});

describe('team member display', () => {
  it('names a member by full name, else e-mail, else "User"', () => {
    expect(memberName(m({ firstName: 'Ada', lastName: 'Lovelace' }))).toBe('Ada Lovelace');
    expect(memberName(m({ email: 'ada@example.com' }))).toBe('ada@example.com');
    expect(memberName(m({}))).toBe('User');
  });

  it('searches name and e-mail, case-insensitively', () => {
    const list = [
      m({ id: '1', firstName: 'Ada', email: 'ada@example.com' }),
      m({ id: '2', firstName: 'Grace', email: 'grace@navy.example' }),
    ];
    expect(filterMembers(list, '  NAVY ').map((x) => x.id)).toEqual(['2']);
    expect(filterMembers(list, 'ada').map((x) => x.id)).toEqual(['1']);
    expect(filterMembers(list, '')).toHaveLength(2);
  });

  it('counts members, and what a search shows of them', () => {
    expect(memberCountText(1, 1)).toBe('1 member');
    expect(memberCountText(3, 3)).toBe('3 members');
    expect(memberCountText(2, 3)).toBe('2 of 3 members');
  });
});
