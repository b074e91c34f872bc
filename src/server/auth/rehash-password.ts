// After a successful sign-in the password is at hand: a hash made at an older, cheaper cost is
// replaced by one at today's cost (OWASP: upgrade hashes as users sign in).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword, needsRehash, type PasswordHashing } from './password.js';

export async function rehashIfOlder(
  db: DbOrTx,
  user: { id: string; passwordHash: string },
  password: string,
  hashing: PasswordHashing,
): Promise<boolean> {
  if (!needsRehash(user.passwordHash, hashing)) return false;
  const fresh = await hashPassword(password, hashing);
  // Only over the hash just verified: a password changed meanwhile is not overwritten.
  await db
    .update(users)
    .set({ passwordHash: fresh })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  return true;
}
