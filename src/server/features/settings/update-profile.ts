// The caller's own name and e-mail. Names change at once; a new e-mail needs the current password
// and takes effect only when the link mailed to it is followed (verify-email-token.ts), so nobody
// can put an address they do not read on their account.
import { and, eq, ne, sql } from 'drizzle-orm';
import { MSG } from '../../../contracts/messages.js';
import { VERIFY_MSG } from '../../../contracts/verification.js';
import type { Actor } from '../../auth/actor.js';
import { verifyPassword } from '../../auth/password.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { assertMaySendLink } from '../../accounts/email-token.js';
import { personName, sendVerificationLink } from '../../accounts/send-verification-link.js';

/** undefined: unchanged */
export type ProfileChanges = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
  currentPassword?: string;
};

export async function updateProfile(db: Db, config: Config, actor: Actor, input: ProfileChanges) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, actor.userId)).for('update');
    if (!user) throw new AppError('unauthorized', MSG.unauthorized);
    await tx
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
      .where(eq(users.id, actor.userId));
    const email = input.email?.toLowerCase();
    if (email === undefined || email === user.email?.toLowerCase()) return;

    if (!user.passwordHash) throw badRequest(VERIFY_MSG.emailFromProvider);
    if (!input.currentPassword) throw badRequest(VERIFY_MSG.passwordRequired);
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw badRequest(VERIFY_MSG.passwordWrong);
    }
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, actor.userId)));
    if (taken) throw new AppError('conflict', MSG.emailTaken);
    await assertMaySendLink(tx, { purpose: 'account', userId: user.id }, { resend: false });
    await sendVerificationLink(tx, config, {
      kind: 'email_change',
      email,
      userId: user.id,
      workspaceId: actor.workspaceId,
      workspaceName: actor.workspaceName,
      personName: personName({
        firstName: input.firstName === undefined ? user.firstName : input.firstName,
        lastName: input.lastName === undefined ? user.lastName : input.lastName,
      }),
    });
  });
}
