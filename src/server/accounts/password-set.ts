// What follows a new password (reset, change, an invitation that claims an account): sessions
// end, earlier reset links and pending e-mail changes stop working, so whoever held the account
// before keeps no way back in. And what proving the mailbox of an unverified account undoes.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { apiKeys, passwordResets, phoneCodes, sessions, users } from '../db/schema/index.js';
import { expireAccountLinks } from './email-token.js';

/** Stores `password`, hashed at the configured cost, as the account's password. */
export async function storeNewPassword(
  tx: DbOrTx,
  config: Pick<Config, 'passwordHashing'>,
  userId: string,
  password: string,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password, config.passwordHashing), updatedAt: now })
    .where(eq(users.id, userId));
}

/** Ends the account's sessions (but `keep`, a session id hash) and its pending links; the ended ids. */
export async function endSessionsAndLinks(
  tx: DbOrTx,
  user: { id: string; email: string | null },
  opts: { keep?: string; now?: Date } = {},
): Promise<string[]> {
  const now = opts.now ?? new Date();
  const ended = await tx
    .delete(sessions)
    .where(
      opts.keep
        ? and(eq(sessions.userId, user.id), ne(sessions.idHash, opts.keep))
        : eq(sessions.userId, user.id),
    )
    .returning({ id: sessions.idHash });
  await tx
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  // A change of address asked for meanwhile (by whoever held the account) is called off; the link
  // that verifies the account's own address stays good.
  await expireAccountLinks(tx, user.id, now, user.email);
  return ended.map((r) => r.id);
}

/**
 * The mailbox of an unverified account was proved (a reset link, an invitation link): the
 * address is verified, and what the account's earlier holder (maybe someone who squatted the
 * address) set up that reaches beyond the password goes: the phone for SMS alerts and the API
 * keys they made.
 */
export async function claimUnverifiedAccount(tx: DbOrTx, userId: string, now = new Date()) {
  await tx
    .update(users)
    .set({ emailVerifiedAt: now, phoneNumber: null, phoneVerifiedAt: null, updatedAt: now })
    .where(eq(users.id, userId));
  await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
  await tx
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.createdBy, userId), isNull(apiKeys.revokedAt)));
}
