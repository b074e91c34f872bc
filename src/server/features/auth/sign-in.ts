// Password sign-in with a per-account lock after repeated failures (the per-IP limit is a route limit).
import { eq, sql } from 'drizzle-orm';
import { MSG } from '../../../contracts/messages.js';
import { verifyPassword } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;

export async function signIn(db: Db, input: { email: string; password: string }): Promise<string> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`);
  if (user?.signInLockedUntil && user.signInLockedUntil > new Date()) {
    throw new AppError('RATE_LIMITED', MSG.tooManyAttempts);
  }
  const ok = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !ok) {
    if (user) await recordFailure(db, user.id, user.failedSignIns + 1);
    throw new AppError('UNAUTHORIZED', MSG.invalidCredentials);
  }
  if (user.failedSignIns > 0 || user.signInLockedUntil) {
    await db
      .update(users)
      .set({ failedSignIns: 0, signInLockedUntil: null })
      .where(eq(users.id, user.id));
  }
  return user.id;
}

async function recordFailure(db: Db, userId: string, failures: number): Promise<void> {
  const lock = failures >= MAX_FAILED_SIGN_INS;
  await db
    .update(users)
    .set({
      failedSignIns: lock ? 0 : failures,
      signInLockedUntil: lock ? new Date(Date.now() + LOCK_MINUTES * 60_000) : null,
    })
    .where(eq(users.id, userId));
}
