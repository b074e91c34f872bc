// POST /api/auth/sign-up with an invitationToken: the account is made for the invited address
// (verified: the link reached it) and joins only the inviting workspace, with the invited role.
// An unverified account already holding the address does not block the invitee (decision 018):
// the link proves the mailbox, so that account becomes theirs, with the password they choose now;
// its earlier holder's sessions, pending links, phone and API keys go.
import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '../../contracts/messages.js';
import type { PlanId } from '../../contracts/plans.js';
import { TEAM_MSG } from '../../contracts/team.js';
import type { Db } from '../db/client.js';
import { memberships, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { createAccount } from './create-account.js';
import {
  lockUsableInvitation,
  markInvitationAccepted,
  type InvitationRow,
} from './find-invitation.js';
import { claimUnverifiedAccount, endSessionsAndLinks } from './password-set.js';
import { personName } from './team-tx.js';
import type { Tx } from '../db/client.js';

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
      throw new AppError('forbidden', TEAM_MSG.signUpEmailFixed(invitation.email));
    const [holder] = await tx
      .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(sql`lower(${users.email}) = ${invitation.email.toLowerCase()}`)
      .for('update');
    if (holder?.verifiedAt) throw new AppError('conflict', MSG.emailTaken);
    const userId = holder
      ? await claimForInvitee(tx, holder, s, invitation)
      : (
          await createAccount(
            tx,
            {
              email: invitation.email,
              passwordHash: s.passwordHash,
              firstName: s.firstName,
              lastName: s.lastName,
              joinWorkspace: { workspaceId: invitation.workspaceId, role: invitation.role },
            },
            plan,
          )
        ).userId;
    const name = personName({
      firstName: s.firstName ?? null,
      lastName: s.lastName ?? null,
      email: invitation.email,
    });
    await markInvitationAccepted(tx, invitation, userId, name);
    return { userId, workspaceId: invitation.workspaceId };
  });
}

/** The unverified account at the invited address becomes the invitee's, and joins the workspace. */
async function claimForInvitee(
  tx: Tx,
  holder: { id: string; email: string | null },
  s: InvitedSignUp,
  invitation: InvitationRow,
): Promise<string> {
  const now = new Date();
  await tx
    .update(users)
    .set({
      passwordHash: s.passwordHash,
      firstName: s.firstName || null,
      lastName: s.lastName || null,
      updatedAt: now,
    })
    .where(eq(users.id, holder.id));
  await claimUnverifiedAccount(tx, holder.id, now);
  await endSessionsAndLinks(tx, holder, { now });
  const [member] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(eq(memberships.userId, holder.id), eq(memberships.workspaceId, invitation.workspaceId)),
    );
  if (!member) {
    await tx.insert(memberships).values({
      userId: holder.id,
      workspaceId: invitation.workspaceId,
      role: invitation.role,
    });
  }
  return holder.id;
}
