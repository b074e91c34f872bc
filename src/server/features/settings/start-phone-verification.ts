// "Send code": a 6-digit code by SMS to the number the person typed, valid 10 minutes; another
// may be asked for after a minute, and a few a day per number and per account (phone-code-caps.ts).
// The number is the person's only once the code comes back.
import { eq } from 'drizzle-orm';
import {
  PHONE_CODE_MINUTES,
  PHONE_RESEND_SECONDS,
  SMS_MSG,
} from '../../../contracts/alert-preferences.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { requireSmsPlan } from './require-sms-plan.js';
import { phoneCodes } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SmsSender } from '../../notify/sms/twilio.js';
import { hashPhoneCode, newPhoneCode, phoneCodeText } from './phone-code.js';
import { forgetPhoneCodeSend, takePhoneCodeSend } from './phone-code-caps.js';

export async function startPhoneVerification(
  db: Db,
  sms: SmsSender,
  actor: Actor,
  phoneNumber: string,
  log: (msg: string) => void,
): Promise<void> {
  if (!sms.configured) throw new AppError('unavailable', SMS_MSG.notConfigured);
  requireSmsPlan(actor);
  const code = newPhoneCode();
  const now = new Date();
  const sendId = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ createdAt: phoneCodes.createdAt })
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, actor.userId))
      .for('update');
    const waited = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
    if (waited < PHONE_RESEND_SECONDS) {
      throw new AppError(
        'rate_limited',
        SMS_MSG.resendTooSoon(Math.ceil(PHONE_RESEND_SECONDS - waited)),
      );
    }
    const row = {
      phoneNumber,
      codeHash: hashPhoneCode(actor.userId, code),
      attempts: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000),
    };
    const id = await takePhoneCodeSend(tx, actor.userId, phoneNumber, now);
    await tx
      .insert(phoneCodes)
      .values({ userId: actor.userId, ...row })
      .onConflictDoUpdate({ target: phoneCodes.userId, set: row });
    return id;
  });
  const sent = await sms.send(phoneNumber, phoneCodeText(code, PHONE_CODE_MINUTES));
  if (!sent.ok) {
    // Nothing waits for a code that never left: the person may try again at once.
    await db.delete(phoneCodes).where(eq(phoneCodes.userId, actor.userId));
    await forgetPhoneCodeSend(db, sendId);
    log(`phone code not sent: ${sent.error}`);
    throw new AppError('unavailable', SMS_MSG.sendFailed);
  }
}
