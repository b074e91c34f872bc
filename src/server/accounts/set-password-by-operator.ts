// npm run set-password: the operator sets a new password for an account from the shell, the way
// out of a forgotten password where the installation sends no mail (no reset link can come). As
// after a reset, every session of the account ends and its pending links stop working. Like
// create-user, the operator chooses the password: only its length is checked (decision 018).
import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { endSessionsAndLinks, storeNewPassword } from './password-set.js';

export async function setPasswordByOperator(
  db: Db,
  config: Pick<Config, 'passwordHashing'>,
  input: { email: string; password: string; now?: Date },
): Promise<{ userId: string; email: string; endedSessions: number }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
      .for('update');
    if (!user?.email) throw new Error(`No account with e-mail ${input.email}`);
    await storeNewPassword(tx, config, user.id, input.password, now);
    const ended = await endSessionsAndLinks(tx, user, { now });
    return { userId: user.id, email: user.email, endedSessions: ended.length };
  });
}
