// One-time links that prove an address (email_tokens): a 32-byte random token, only its sha256
// stored, single use, 24 hours. Asking for links again is throttled per person or workspace.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  EMAIL_TOKEN_HOURS,
  MAX_LINKS_PER_DAY,
  RESEND_AFTER_SECONDS,
  VERIFY_MSG,
} from '../../contracts/verification.js';
import type { DbOrTx } from '../db/client.js';
import { emailTokens } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';

export type TokenSubject =
  | { purpose: 'account'; userId: string }
  | { purpose: 'alert_email'; workspaceId: string }
  /** a beta re-application waiting for its mailbox: the address is the subject */
  | { purpose: 'beta_application'; email: string };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const subjectIs = (s: TokenSubject) =>
  and(
    eq(emailTokens.purpose, s.purpose),
    s.purpose === 'account'
      ? eq(emailTokens.userId, s.userId)
      : s.purpose === 'alert_email'
        ? eq(emailTokens.workspaceId, s.workspaceId)
        : sql`lower(${emailTokens.email}) = ${s.email.toLowerCase()}`,
  );

/**
 * A new link for `email`; earlier unused links of the same subject stop working (the latest
 * request wins). Returns the token for the link; only its hash is stored.
 */
export async function issueEmailToken(
  tx: DbOrTx,
  subject: TokenSubject,
  email: string,
  now = new Date(),
  payload: Record<string, unknown> | null = null,
): Promise<string> {
  await tx
    .update(emailTokens)
    .set({ expiresAt: now })
    .where(and(subjectIs(subject), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailTokens).values({
    purpose: subject.purpose,
    userId: subject.purpose === 'account' ? subject.userId : null,
    workspaceId: subject.purpose === 'alert_email' ? subject.workspaceId : null,
    email,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_HOURS * 3_600_000),
    payload,
  });
  return token;
}

/**
 * Refuses a new link past the daily number, or (`resend`, a button pressed again) within a
 * minute of the last one: 429.
 */
export async function assertMaySendLink(
  tx: DbOrTx,
  subject: TokenSubject,
  opts: { resend: boolean; now?: Date },
) {
  const now = opts.now ?? new Date();
  const [row] = await tx
    .select({
      today: sql<number>`count(*)::int`,
      latest: sql<Date | string | null>`max(${emailTokens.createdAt})`,
    })
    .from(emailTokens)
    .where(
      and(subjectIs(subject), gt(emailTokens.createdAt, new Date(now.getTime() - 24 * 3_600_000))),
    );
  if (!row) return;
  const latest = row.latest ? new Date(row.latest).getTime() : 0;
  if (opts.resend && now.getTime() - latest < RESEND_AFTER_SECONDS * 1000) {
    throw new AppError('rate_limited', VERIFY_MSG.resendTooSoon);
  }
  if (row.today >= MAX_LINKS_PER_DAY)
    throw new AppError('rate_limited', VERIFY_MSG.resendDailyLimit);
}

/** The address of the newest link still usable for a subject (a pending change), if any. */
export async function pendingTokenEmail(
  db: DbOrTx,
  subject: TokenSubject,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(and(subjectIs(subject), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .orderBy(sql`${emailTokens.createdAt} DESC`)
    .limit(1);
  return row?.email ?? null;
}

/**
 * The account's unused links stop working now (a new password, a changed address); with
 * `keepFor`, all but those that verify that address (the account's own, still to be proved).
 */
export async function expireAccountLinks(
  tx: DbOrTx,
  userId: string,
  now: Date,
  keepFor?: string | null,
): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ expiresAt: now })
    .where(
      and(
        subjectIs({ purpose: 'account', userId }),
        isNull(emailTokens.usedAt),
        keepFor == null ? undefined : sql`lower(${emailTokens.email}) <> lower(${keepFor})`,
      ),
    );
}
