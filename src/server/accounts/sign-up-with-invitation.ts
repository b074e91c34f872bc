// POST /api/auth/sign-up with an invitationToken: the account is made for the invited address
// (verified: the link reached it) and joins only the inviting workspace, with the invited role.
import type { PlanId } from '../../contracts/plans.js';
import { TEAM_MSG } from '../../contracts/team.js';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { createAccount } from './create-account.js';
import { lockUsableInvitation, markInvitationAccepted } from './find-invitation.js';
import { personName } from './team-tx.js';

export type InvitedSignUp = {
  token: string;
  email: string;
  passwordHash: string;
  firstName?: string;
  lastName?: string;
};

export async function signUpWithInvitation(
  db: Db,
  s: InvitedSignUp,
  plan: { plan: PlanId; trialEndsAt: Date | null },
): Promise<{ userId: string; workspaceId: string }> {
  return db.transaction(async (tx) => {
    const { invitation } = await lockUsableInvitation(tx, s.token);
    if (s.email.toLowerCase() !== invitation.email.toLowerCase())
      throw new AppError('FORBIDDEN', TEAM_MSG.signUpEmailFixed(invitation.email));
    const { userId } = await createAccount(
      tx,
      {
        email: invitation.email,
        passwordHash: s.passwordHash,
        firstName: s.firstName,
        lastName: s.lastName,
        joinWorkspace: { workspaceId: invitation.workspaceId, role: invitation.role },
      },
      plan,
    );
    const name = personName({
      firstName: s.firstName ?? null,
      lastName: s.lastName ?? null,
      email: invitation.email,
    });
    await markInvitationAccepted(tx, invitation, userId, name);
    return { userId, workspaceId: invitation.workspaceId };
  });
}
