// The code from the SMS comes back: the number becomes the person's verified phone. Wrong codes
// count (5 at most, kept even though the request fails); an expired or used-up code needs a new one.
import { eq } from 'drizzle-orm';
import { PHONE_CODE_ATTEMPTS, SMS_MSG } from '../../../contracts/alert-preferences.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { phoneCodes, users } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { phoneCodeMatches } from './phone-code.js';

export async function confirmPhone(db: Db, actor: Actor, code: string): Promise<void> {
  const now = new Date();
  // Decided in the transaction, thrown after it commits, so a wrong attempt is counted.
  const failure = await db.transaction(async (tx): Promise<AppError | null> => {
    const [row] = await tx
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, actor.userId))
      .for('update');
    if (!row) return badRequest(SMS_MSG.noCode);
    if (row.expiresAt <= now) return badRequest(SMS_MSG.codeExpired);
    if (row.attempts >= PHONE_CODE_ATTEMPTS)
      return new AppError('rate_limited', SMS_MSG.codeLocked);
    if (!phoneCodeMatches(actor.userId, code, row.codeHash)) {
      const attempts = row.attempts + 1;
      await tx.update(phoneCodes).set({ attempts }).where(eq(phoneCodes.userId, actor.userId));
      const left = PHONE_CODE_ATTEMPTS - attempts;
      return left > 0
        ? badRequest(SMS_MSG.codeWrong(left))
        : new AppError('rate_limited', SMS_MSG.codeLocked);
    }
    await tx
      .update(users)
      .set({ phoneNumber: row.phoneNumber, phoneVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, actor.userId));
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, actor.userId));
    return null;
  });
  if (failure) throw failure;
}
