// The reset link behind a token and its account, read under a row lock, if the link still works:
// 400 for an unknown token, 410 for a used or expired one, or one whose account changed address
// since (the link proved a mailbox the account no longer uses).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PASSWORD_MSG } from '../../../contracts/password.js';
import type { DbOrTx } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { hashResetToken } from './request-password-reset.js';

export type UsableReset = {
  resetId: string;
  user: typeof users.$inferSelect & { email: string };
};

export async function lockUsableReset(tx: DbOrTx, token: string, now: Date): Promise<UsableReset> {
  const [row] = await tx
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashResetToken(token)))
    .for('update');
  if (!row?.userId) throw badRequest(PASSWORD_MSG.resetInvalid);
  if (row.usedAt) throw new AppError('gone', PASSWORD_MSG.resetUsed);
  if (!row.expiresAt || row.expiresAt <= now) throw new AppError('gone', PASSWORD_MSG.resetExpired);
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update');
  const current = user?.email
    ? createHash('sha256').update(user.email.toLowerCase()).digest('hex')
    : null;
  if (!user?.email || current !== row.emailHash)
    throw new AppError('gone', PASSWORD_MSG.resetExpired);
  return { resetId: row.id, user: { ...user, email: user.email } };
}
