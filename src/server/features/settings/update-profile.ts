import { and, eq, ne, sql } from 'drizzle-orm';
import { MSG } from '../../../contracts/messages.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/** undefined: unchanged */
export type ProfileChanges = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
};

/** The caller's own name and e-mail; an e-mail another account uses is refused. */
export async function updateProfile(db: Db, actor: Actor, input: ProfileChanges) {
  await db.transaction(async (tx) => {
    if (input.email !== undefined) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
            ne(users.id, actor.userId),
          ),
        );
      if (taken) throw new AppError('CONFLICT', MSG.emailTaken);
    }
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.email !== undefined ? { email: input.email } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, actor.userId));
  });
}
