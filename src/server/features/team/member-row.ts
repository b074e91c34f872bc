// A team member as the team calls return them (before `isYou`): one column list for the list,
// the role change and anything else that answers with a member.
import { users, memberships } from '../../db/schema/index.js';

export const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: memberships.role,
  profileImageUrl: users.profileImageUrl,
};
