// What an invitation mail (new or resent) needs besides the right to manage the team (decision
// 019): where mail goes out, a sender whose own address is verified; and the sending limits per
// invitee address, sender and workspace, counted in the caller's transaction.
import { INVITE_LIMITS, TEAM_MSG } from '../../../contracts/team.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import { takeSendAllowance } from '../../lib/send-limits.js';

/** An account whose address nobody proved must not make this installation mail strangers. */
export function requireVerifiedSender(config: Config, actor: Actor): void {
  if (config.mail.smtpUrl && !actor.emailVerified) {
    throw forbidden(TEAM_MSG.verifyBeforeInviting);
  }
}

/** Counts one invitation mail to `email`; a 429 with Retry-After past any limit. */
export async function takeInvitationAllowance(
  tx: DbOrTx,
  actor: Actor,
  email: string,
): Promise<void> {
  await takeSendAllowance(tx, [
    {
      key: `invite:to:${email.toLowerCase()}`,
      max: INVITE_LIMITS.perAddressPerHour,
      per: 'hour',
      message: TEAM_MSG.tooManyToAddress,
    },
    {
      key: `invite:sender:${actor.userId}`,
      max: INVITE_LIMITS.perSenderPerHour,
      per: 'hour',
      message: TEAM_MSG.tooManyFromSender,
    },
    {
      key: `invite:workspace:${actor.workspaceId}`,
      max: INVITE_LIMITS.perWorkspacePerDay,
      per: 'day',
      message: TEAM_MSG.tooManyFromWorkspace,
    },
  ]);
}
