// Password sign-in, throttled per account and per address with back-off (sign-in-throttle.ts);
// the per-IP request limit is a route limit on top. From an address the account usually signs in
// from, the account has a counter of its own with a higher bar, so guessing elsewhere cannot lock
// its owner out, and guessing from an address everyone shares is still bounded.
import { sql } from 'drizzle-orm';
import { MSG } from '../../../contracts/messages.js';
import { defaultHashing, verifyPassword, type PasswordHashing } from '../../auth/password.js';
import { rehashIfOlder } from '../../auth/rehash-password.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, RateLimitedError } from '../../lib/errors.js';
import {
  attemptKeys,
  attemptSucceeded,
  isUsualAddress,
  rememberAddress,
  takeAttempt,
  throttleKeys,
} from './sign-in-throttle.js';

export async function signIn(
  db: Db,
  input: { email: string; password: string },
  from: { address: string },
  hashing: PasswordHashing = defaultHashing,
): Promise<string> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`);
  const keys = throttleKeys(input.email, from.address);
  const usual = await isUsualAddress(db, user?.id, from.address);
  const attempt = await takeAttempt(db, attemptKeys(keys, usual));
  if (!attempt.ok) throw new RateLimitedError(MSG.tooManyAttempts, attempt.retryAfterSeconds);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? null, hashing);
  if (!user?.passwordHash || !ok) throw new AppError('unauthorized', MSG.invalidCredentials);
  await rehashIfOlder(
    db,
    { id: user.id, passwordHash: user.passwordHash },
    input.password,
    hashing,
  );
  await attemptSucceeded(db, keys);
  await rememberAddress(db, user.id, from.address);
  return user.id;
}
