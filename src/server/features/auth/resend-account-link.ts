// "Resend" on the Verify-your-e-mail banner: a new link to the caller's own address, throttled.
import { eq } from 'drizzle-orm';
import { linkSentText, VERIFY_MSG, type LinkSent } from '../../../contracts/verification.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { assertMaySendLink } from '../../accounts/email-token.js';
import { personName, sendVerificationLink } from '../../accounts/send-verification-link.js';

export async function resendAccountLink(db: Db, config: Config, actor: Actor): Promise<LinkSent> {
  if (!config.mail.smtpUrl) throw new AppError('unavailable', VERIFY_MSG.mailNotConfigured);
  return db.transaction(async (tx) => {
    // Locking the person serialises two clicks: the throttle sees the first link.
    const [user] = await tx.select().from(users).where(eq(users.id, actor.userId)).for('update');
    if (!user?.email) throw badRequest(VERIFY_MSG.noEmail);
    if (user.emailVerifiedAt) throw new AppError('conflict', VERIFY_MSG.alreadyVerified);
    await assertMaySendLink(tx, { purpose: 'account', userId: user.id }, { resend: true });
    await sendVerificationLink(tx, config, {
      kind: 'account',
      email: user.email,
      userId: user.id,
      workspaceId: actor.workspaceId,
      workspaceName: actor.workspaceName,
      personName: personName(user),
    });
    return { email: user.email, message: linkSentText(user.email) };
  });
}
