import type { CurrentUser } from '../../../contracts/auth.js';
import { effectiveRole } from '../../../contracts/roles.js';
import type { Actor } from '../../auth/actor.js';

export function toCurrentUser(actor: Actor): CurrentUser {
  return {
    id: actor.userId,
    email: actor.email,
    firstName: actor.firstName,
    lastName: actor.lastName,
    role: effectiveRole(actor.platformRole, actor.workspaceRole),
    profileImageUrl: actor.profileImageUrl,
    subscriptionPlan: actor.plan,
  };
}
