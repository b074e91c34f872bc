// POST /api/auth/password: a signed-in person changes their password with the current one. Their
// other sessions end (this one stays), pending e-mail changes and reset links stop working, and
// the owner of a verified address is mailed. An account without a password (single sign-on)
// has none to change: 409 with what to do instead.
import { eq } from 'drizzle-orm';
import {
  changedText,
  noPasswordMessage,
  PASSWORD_MSG,
  type PasswordChanged,
} from '../../../contracts/password.js';
import { MSG } from '../../../contracts/messages.js';
import { assertStrongPassword } from '../../auth/assert-strong-password.js';
import { verifyPassword } from '../../auth/password.js';
import { hashSessionToken } from '../../auth/sessions.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import {
  composePasswordChangedMail,
  queuePasswordMail,
  signInUrl,
} from '../../accounts/password-mail.js';
import { endSessionsAndLinks, storeNewPassword } from '../../accounts/password-set.js';

export async function changePassword(
  db: Db,
  config: Config,
  input: {
    userId: string;
    sessionToken: string | null;
    currentPassword: string;
    newPassword: string;
  },
): Promise<PasswordChanged & { endedIds: string[] }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!user) throw new AppError('unauthorized', MSG.unauthorized);
    if (user.passwordHash === null) {
      throw new AppError(
        'conflict',
        noPasswordMessage({
          oidc: Boolean(config.oidc),
          mailConfigured: Boolean(config.mail.smtpUrl),
        }),
      );
    }
    if (!(await verifyPassword(input.currentPassword, user.passwordHash, config.passwordHashing)))
      throw badRequest(PASSWORD_MSG.currentWrong);
    if (input.newPassword === input.currentPassword) throw badRequest(PASSWORD_MSG.sameAsCurrent);
    assertStrongPassword(input.newPassword, user);
    const now = new Date();
    await storeNewPassword(tx, config, user.id, input.newPassword, now);
    const endedIds = await endSessionsAndLinks(tx, user, {
      keep: input.sessionToken ? hashSessionToken(input.sessionToken) : undefined,
      now,
    });
    if (user.email && user.emailVerifiedAt) {
      await queuePasswordMail(
        tx,
        { userId: user.id, email: user.email },
        'changed',
        composePasswordChangedMail({
          email: user.email,
          how: 'change',
          signInUrl: signInUrl(config),
        }),
      );
    }
    return {
      message: changedText(endedIds.length),
      endedSessions: endedIds.length,
      endedIds,
    };
  });
}
