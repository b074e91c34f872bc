// Follows a verification link: proves a new account's address, puts a changed e-mail into effect,
// confirms a workspace's alert e-mail, or a beta re-application's new answers. The token row is locked, so a link works exactly once;
// a used, expired or superseded link answers 410 (code 'gone'), like a spent invitation link.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { MSG } from '../../../contracts/messages.js';
import {
  VERIFIED_TEXT,
  VERIFY_MSG,
  type VerifyEmailResult,
} from '../../../contracts/verification.js';
import type { Db } from '../../db/client.js';
import { emailTokens, memberships, users, workspaces } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { queueDirectMail } from '../../notify/queue-direct-mail.js';
import { expireAccountLinks, hashToken } from '../../accounts/email-token.js';
import type { DbOrTx } from '../../db/client.js';
import { composeChangedNotice } from '../../accounts/verification-mail.js';
import {
  confirmBetaReapplication,
  type BetaAnswers,
} from '../../accounts/confirm-beta-reapplication.js';

export async function verifyEmailToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<VerifyEmailResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!row) throw badRequest(VERIFY_MSG.invalid);
    if (row.usedAt) throw new AppError('gone', VERIFY_MSG.used);
    if (row.expiresAt <= now) throw new AppError('gone', VERIFY_MSG.expired);
    const result =
      row.purpose === 'beta_application'
        ? await confirmBetaReapplication(tx, row.email, row.payload as BetaAnswers)
        : row.purpose === 'alert_email'
          ? await confirmAlertEmail(tx, row.workspaceId, row.email, now)
          : await confirmAccountEmail(tx, row.userId, row.email, now);
    await tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.id, row.id));
    return result;
  });
}

async function confirmAlertEmail(
  tx: DbOrTx,
  workspaceId: string | null,
  email: string,
  now: Date,
): Promise<VerifyEmailResult> {
  const [ws] = workspaceId
    ? await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('update')
    : [];
  if (!ws || ws.alertEmail?.toLowerCase() !== email.toLowerCase()) {
    throw new AppError('gone', VERIFY_MSG.superseded);
  }
  await tx.update(workspaces).set({ alertEmailVerifiedAt: now }).where(eq(workspaces.id, ws.id));
  return { kind: 'alert_email', email, message: VERIFIED_TEXT.alert_email };
}

async function confirmAccountEmail(
  tx: DbOrTx,
  userId: string | null,
  email: string,
  now: Date,
): Promise<VerifyEmailResult> {
  const [user] = userId
    ? await tx.select().from(users).where(eq(users.id, userId)).for('update')
    : [];
  if (!user) throw new AppError('gone', VERIFY_MSG.superseded);
  if (user.email?.toLowerCase() === email.toLowerCase()) {
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
    return { kind: 'account', email, message: VERIFIED_TEXT.account };
  }
  // A change of address: it takes effect now, unless someone else took the address meanwhile.
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, user.id)));
  if (taken) throw new AppError('conflict', MSG.emailTaken);
  await tx
    .update(users)
    .set({ email, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, user.id));
  // Other links of this account (for the old address or another change) stop working.
  await expireAccountLinks(tx, user.id, now);
  if (user.email && user.emailVerifiedAt) await noticeToOldAddress(tx, user.id, user.email, email);
  return { kind: 'email_change', email, message: VERIFIED_TEXT.email_change };
}

async function noticeToOldAddress(tx: DbOrTx, userId: string, oldEmail: string, newEmail: string) {
  const [found] = await tx
    .select({ workspaceId: memberships.workspaceId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  const workspaceId = found?.workspaceId;
  if (!workspaceId) return;
  await queueDirectMail(tx, {
    workspaceId,
    to: oldEmail,
    ...composeChangedNotice({ oldEmail, newEmail }),
    eventType: 'account.email_changed',
    summary: 'Notice of a changed e-mail to the old address',
  });
}
