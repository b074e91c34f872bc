// POST /api/auth/password-reset: a new password through the mailed link. The link is checked
// first and spent only when the password is accepted (a weak one can be retried with it). Every
// session of the account ends, the owner is mailed, and the person signs in again with the new
// password (OWASP Forgot Password Cheat Sheet: no automatic sign-in). Following the link proves
// the mailbox, so an unverified account becomes its finder's (decision 018).
import { eq } from 'drizzle-orm';
import { PASSWORD_MSG } from '../../../contracts/password.js';
import { assertStrongPassword } from '../../auth/assert-strong-password.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import {
  composePasswordChangedMail,
  queuePasswordMail,
  signInUrl,
} from '../../accounts/password-mail.js';
import {
  claimUnverifiedAccount,
  endSessionsAndLinks,
  storeNewPassword,
} from '../../accounts/password-set.js';
import { lockUsableReset } from './usable-reset.js';

export async function resetPassword(
  db: Db,
  config: Config,
  input: { token: string; password: string; now?: Date },
): Promise<{ message: string; userId: string; endedSessions: string[] }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { resetId, user } = await lockUsableReset(tx, input.token, now);
    // no link is issued for these (request-password-reset.ts); refused here all the same
    if (user.passwordHash === null && config.oidc)
      throw new AppError('conflict', PASSWORD_MSG.noPassword);
    assertStrongPassword(input.password, user);
    await storeNewPassword(tx, config, user.id, input.password, now);
    if (!user.emailVerifiedAt) await claimUnverifiedAccount(tx, user.id, now);
    const endedSessions = await endSessionsAndLinks(tx, user, { now });
    await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, resetId));
    await queuePasswordMail(
      tx,
      { userId: user.id, email: user.email },
      'changed',
      composePasswordChangedMail({ email: user.email, how: 'reset', signInUrl: signInUrl(config) }),
    );
    return { message: PASSWORD_MSG.resetDone, userId: user.id, endedSessions };
  });
}
