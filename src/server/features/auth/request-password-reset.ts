// "Forgot password?": the same answer whether or not an account uses the address, and the same
// limits (per address and per IP, counted over every request), so neither tells who has an
// account. An account with a password (or any account, where no single sign-on is configured)
// is mailed a link; one that signs in only through single sign-on is mailed how to sign in.
// Where no mail can be sent (no SMTP_URL) every request gets the same 503 saying so, rather than
// a promise of a mail that never comes.
import { createHash, randomBytes } from 'node:crypto';
import { and, gt, isNull, lt, or, eq, sql } from 'drizzle-orm';
import {
  PASSWORD_MSG,
  RESET_TOKEN_MINUTES,
  RESETS_PER_ADDRESS_PER_HOUR,
  RESETS_PER_IP_PER_HOUR,
} from '../../../contracts/password.js';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { AppError, RateLimitedError } from '../../lib/errors.js';
import {
  composeSingleSignOnMail,
  queuePasswordMail,
  resetMailWithSealedLink,
  signInUrl,
} from '../../accounts/password-mail.js';

const HOUR = 3_600_000;
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');
const hashAddress = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('hex');

export async function requestPasswordReset(
  db: Db,
  config: Config,
  req: { email: string; ip: string; now?: Date },
): Promise<{ message: string }> {
  if (!config.mail.smtpUrl) throw new AppError('unavailable', PASSWORD_MSG.resetNoMail);
  const now = req.now ?? new Date();
  const emailHash = hashAddress(req.email);
  await db.transaction(async (tx) => {
    // one request per address at a time, so the count below cannot be raced past
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`password-reset:${emailHash}`}))`);
    await assertUnderLimits(tx, emailHash, req.ip, now);
    const [user] = await tx
      .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = ${req.email.toLowerCase()}`);
    const row = { emailHash, ip: req.ip, createdAt: now };
    if (!user?.email) {
      await tx.insert(passwordResets).values(row);
      return;
    }
    const to = { userId: user.id, email: user.email };
    if (user.passwordHash === null && config.oidc) {
      await tx.insert(passwordResets).values({ ...row, userId: user.id });
      await queuePasswordMail(
        tx,
        to,
        'sso',
        composeSingleSignOnMail({ email: user.email, signInUrl: signInUrl(config) }),
      );
      return;
    }
    // The latest link wins: earlier ones stop working.
    await tx
      .update(passwordResets)
      .set({ expiresAt: now })
      .where(
        and(
          eq(passwordResets.userId, user.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      );
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResets).values({
      ...row,
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
    });
    const { mail, sealedLink } = resetMailWithSealedLink(config, user.email, token);
    await queuePasswordMail(tx, to, 'reset', mail, sealedLink);
  });
  return { message: PASSWORD_MSG.resetRequested };
}

/** 429 past the hourly limits; old rows (a day) are dropped on the way. */
async function assertUnderLimits(tx: DbOrTx, emailHash: string, ip: string, now: Date) {
  await tx
    .delete(passwordResets)
    .where(lt(passwordResets.createdAt, new Date(now.getTime() - 24 * HOUR)));
  const since = new Date(now.getTime() - HOUR);
  const [row] = await tx
    .select({
      address: sql<number>`count(*) FILTER (WHERE ${passwordResets.emailHash} = ${emailHash})::int`,
      ip: sql<number>`count(*) FILTER (WHERE ${passwordResets.ip} = ${ip})::int`,
      oldestAddress: sql<
        string | null
      >`min(${passwordResets.createdAt}) FILTER (WHERE ${passwordResets.emailHash} = ${emailHash})`,
      oldestIp: sql<
        string | null
      >`min(${passwordResets.createdAt}) FILTER (WHERE ${passwordResets.ip} = ${ip})`,
    })
    .from(passwordResets)
    .where(
      and(
        gt(passwordResets.createdAt, since),
        or(eq(passwordResets.emailHash, emailHash), eq(passwordResets.ip, ip)),
      ),
    );
  const wait = (oldest: string | null) =>
    Math.max(
      1,
      Math.ceil(((oldest ? new Date(oldest).getTime() : 0) + HOUR - now.getTime()) / 1000),
    );
  if ((row?.ip ?? 0) >= RESETS_PER_IP_PER_HOUR)
    throw new RateLimitedError(PASSWORD_MSG.tooManyFromHere, wait(row!.oldestIp));
  if ((row?.address ?? 0) >= RESETS_PER_ADDRESS_PER_HOUR)
    throw new RateLimitedError(PASSWORD_MSG.tooManyForAddress, wait(row!.oldestAddress));
}
