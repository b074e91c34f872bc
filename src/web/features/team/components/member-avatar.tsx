import type { TeamMember } from '../../../../contracts/team.js';
import { avatarInitial } from '../../../lib/user-display.js';

/** The profile image, else the first letter of the first name, else of the e-mail, else "U". */
export function MemberAvatar({ member }: { member: TeamMember }) {
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-700 uppercase">
      {member.profileImageUrl ? (
        <img src={member.profileImageUrl} alt="" className="h-full w-full object-cover" />
      ) : (
        <span aria-hidden="true">{avatarInitial(member)}</span>
      )}
    </span>
  );
}
