// Daily caps on SMS verification codes (issue 30): per number, whoever asks (no SMS bombing of a
// stranger's phone from many accounts), and per account, whatever the numbers. Every code sent
// is logged in phone_code_sends; the log is read under a lock on the number, so parallel
// requests cannot both take the last code of the day.
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import {
  PHONE_CODES_PER_ACCOUNT_PER_DAY,
  PHONE_CODES_PER_NUMBER_PER_DAY,
  SMS_MSG,
} from '../../../contracts/alert-preferences.js';
import type { Tx } from '../../db/client.js';
import type { Db } from '../../db/client.js';
import { phoneCodeSends } from '../../db/schema/index.js';
import { RateLimitedError } from '../../lib/errors.js';

const DAY_MS = 24 * 3_600_000;

/** Refuses (429 with Retry-After) past either cap; else logs this code as sent. */
export async function takePhoneCodeSend(
  tx: Tx,
  userId: string,
  phoneNumber: string,
  now: Date,
): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`phone:${phoneNumber}`}))`);
  const since = new Date(now.getTime() - DAY_MS);
  const caps = [
    {
      where: eq(phoneCodeSends.phoneNumber, phoneNumber),
      max: PHONE_CODES_PER_NUMBER_PER_DAY,
      message: SMS_MSG.numberDailyCap,
    },
    {
      where: eq(phoneCodeSends.userId, userId),
      max: PHONE_CODES_PER_ACCOUNT_PER_DAY,
      message: SMS_MSG.accountDailyCap,
    },
  ];
  for (const cap of caps) {
    const [row] = await tx
      .select({ n: count(), oldest: min(phoneCodeSends.sentAt) })
      .from(phoneCodeSends)
      .where(and(cap.where, gt(phoneCodeSends.sentAt, since)));
    if ((row?.n ?? 0) >= cap.max) {
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
      const wait = Math.ceil((oldest + DAY_MS - now.getTime()) / 1000);
      throw new RateLimitedError(cap.message, Math.max(1, wait));
    }
  }
  const [sent] = await tx
    .insert(phoneCodeSends)
    .values({ userId, phoneNumber, sentAt: now })
    .returning({ id: phoneCodeSends.id });
  return sent!.id;
}

/** A code that never left is not counted. */
export async function forgetPhoneCodeSend(db: Db, id: number): Promise<void> {
  await db.delete(phoneCodeSends).where(eq(phoneCodeSends.id, id));
}

/** The log is only needed for a day (hourly job). */
export async function prunePhoneCodeSends(db: Db): Promise<number> {
  const res = await db
    .delete(phoneCodeSends)
    .where(lt(phoneCodeSends.sentAt, sql`now() - interval '1 day'`));
  return res.rowCount ?? 0;
}
